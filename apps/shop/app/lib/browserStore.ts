import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';

type StorageKind = 'local' | 'session';

const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

if (typeof window !== 'undefined') {
  // Another tab changed a local value: show it here too.
  window.addEventListener('storage', (event) => {
    if (event.key) notify(event.key);
  });
}

/**
 * A value kept in the browser's storage, parsed with its schema (a stored value that no longer
 * parses reads as the fallback). The server and the first client render see the fallback, so
 * hydration matches; the stored value shows right after.
 */
export function useBrowserValue<S extends z.ZodType>(
  kind: StorageKind,
  key: string,
  schema: S,
  fallback: z.output<S>,
): [z.output<S>, (next: z.output<S>) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const read = useCallback((): z.output<S> => {
    const raw = storage(kind)?.getItem(key) ?? null;
    const cached = cache.get(key);
    if (cached && cached.raw === raw) return cached.value as z.output<S>;
    let value: z.output<S> = fallback;
    if (raw !== null) {
      try {
        const result = schema.safeParse(JSON.parse(raw));
        if (result.success) value = result.data;
      } catch {
        // a value written by an older version: use the fallback
      }
    }
    cache.set(key, { raw, value });
    return value;
  }, [kind, key, schema, fallback]);
  const value = useSyncExternalStore(subscribe, read, () => fallback);
  const write = useCallback(
    (next: z.output<S>) => {
      try {
        storage(kind)?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or forbidden (private browsing): the value is not kept.
      }
      notify(key);
    },
    [kind, key],
  );
  return [value, write];
}
