import { type Breakpoint, breakpointForWidth, mediaQueries } from '@escale/tokens';
import { useSyncExternalStore } from 'react';

/**
 * One live list per query: `window.matchMedia` parses and evaluates its query on every call, and a
 * page's components read the same few queries hundreds of times while they hydrate.
 */
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches; `false` on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** The layout breakpoint of the viewport (G-65); `mobile` on the server. */
export function useBreakpoint(): Breakpoint {
  const tablet = useMediaQuery(mediaQueries.tablet);
  const desktop = useMediaQuery(mediaQueries.desktop);
  return breakpointForWidth(desktop ? 1024 : tablet ? 768 : 0);
}

/** Whether the user asked for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(mediaQueries.reducedMotion);
}
