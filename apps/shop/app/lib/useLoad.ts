import { useEffect, useRef, useState } from 'react';
import { isAbort } from './api';

export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads in the browser what `key` names, again whenever the key changes, the last load winning
 * (earlier ones are aborted). A null key loads nothing. While a new key loads, the previous data is
 * kept so a block can show it dimmed instead of jumping to a skeleton.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<{ key: string | null; load: Load<T> }>({
    key: null,
    load: { status: 'idle' },
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const lastData = useRef<T | null>(null);

  useEffect(() => {
    if (key === null) {
      setState({ key, load: { status: 'idle' } });
      return;
    }
    const controller = new AbortController();
    setState({ key, load: { status: 'loading', previous: lastData.current } });
    loadRef.current(controller.signal).then(
      (data) => {
        lastData.current = data;
        setState({ key, load: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        setState({ key, load: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return { status: 'idle' };
  return state.key === key ? state.load : { status: 'loading', previous: lastData.current };
}
