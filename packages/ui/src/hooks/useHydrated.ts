import { startTransition, useEffect, useState } from 'react';

/** Whether the page has hydrated: parts that mount after it start hydrated. */
let hasHydrated = false;

/**
 * False on the server and during hydration, true after: what depends on the URL hash or browser
 * storage waits for it, so the first client render matches the server's HTML. The switch renders in
 * a transition, in slices between the visitor's inputs, not in one block as the page hydrates. For
 * a page's own state, read outside the parts that hydrate late (a suspended boundary would start
 * hydrated and not match the server's HTML).
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hasHydrated);
  useEffect(() => {
    if (isHydrated) return;
    hasHydrated = true;
    startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
