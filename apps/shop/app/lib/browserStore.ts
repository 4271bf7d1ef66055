import { useCallback, useSyncExternalStore } from 'react';

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
 * A value kept in the browser's storage, read back with `parse` (a stored value it rejects with
 * `undefined` reads as the fallback). The server and the first client render see the fallback, so
 * hydration matches; the stored value shows right after.
 */
export function useBrowserValue<T>(
  kind: StorageKind,
  key: string,
  parse: (stored: unknown) => T | undefined,
  fallback: T,
): [T, (next: T) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const read = useCallback((): T => {
    const raw = storage(kind)?.getItem(key) ?? null;
    const cached = cache.get(key);
    if (cached && cached.raw === raw) return cached.value as T;
    let value = fallback;
    if (raw !== null) {
      try {
        value = parse(JSON.parse(raw)) ?? fallback;
      } catch {
        // a value written by an older version: use the fallback
      }
    }
    cache.set(key, { raw, value });
    return value;
  }, [kind, key, parse, fallback]);
  const value = useSyncExternalStore(subscribe, read, () => fallback);
  const write = useCallback(
    (next: T) => {
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
