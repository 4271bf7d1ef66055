import { type Breakpoint, breakpointForWidth, mediaQueries } from '@escale/tokens';
import { useSyncExternalStore } from 'react';

/** Whether a media query matches; `false` on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
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
