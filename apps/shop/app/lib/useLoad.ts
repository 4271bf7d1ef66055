import type { Loaded } from '@escale/domain';
import { useEffect, useRef, useState } from 'react';
import { isAbort } from './api';
import { reportClientError } from './clientErrors';

export type { Loaded } from '@escale/domain';

export interface LoadOptions<T> {
  /** What the server rendered, for the key it rendered: served without loading again. */
  initial?: { key: string; data: T };
  /** Waits this long before loading (a draft being typed); a newer key within it cancels the wait. */
  delayMs?: number;
  /** Logs a failure as a client error (S-458): for loads whose failure the page does not show. */
  report?: boolean;
}

/**
 * The one way the shop loads data in the browser (the search criteria live in the URL hash, which
 * React Router's loaders never see). `key` names what is on screen; whenever it changes, the load
 * for the new key starts and the one in flight is aborted. An answer is kept with the key it was
 * asked for and shows only while that key is the one on screen, so a slow answer can never land
 * in another hotel's drawer or another stay's price. A null key loads nothing. While a new key
 * loads, the previous data is offered (`previous`), so a block can keep it dimmed instead of
 * jumping to a skeleton.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { initial, delayMs = 0, report = false }: LoadOptions<T> = {},
): Loaded<T> {
  const [answer, setAnswer] = useState<{ key: string; load: Loaded<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const lastData = useRef<T | null>(initial?.data ?? null);
  const initialKey = initial?.key ?? null;

  useEffect(() => {
    if (key === null || key === initialKey) return;
    const controller = new AbortController();
    const start = () =>
      loadRef.current(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          lastData.current = data;
          setAnswer({ key, load: { status: 'ready', data } });
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return;
          if (report) reportClientError(error);
          setAnswer({ key, load: { status: 'error', error } });
        },
      );
    const timer = setTimeout(start, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, initialKey, delayMs, report]);

  if (key === null) return { status: 'idle' };
  if (initial && key === initial.key) return { status: 'ready', data: initial.data };
  return answer?.key === key ? answer.load : { status: 'loading', previous: lastData.current };
}

/** The data of a load, or `fallback` until it is ready. */
export function dataOr<T, F>(loaded: Loaded<T>, fallback: F): T | F {
  return loaded.status === 'ready' ? loaded.data : fallback;
}
