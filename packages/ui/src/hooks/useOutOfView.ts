import { type RefObject, useEffect, useState } from 'react';
import { DEFAULT_OBSERVER_THRESHOLD, isOutOfView } from './outOfView';

export interface OutOfViewOptions {
  /** The visible share under which the element counts as out of view. Defaults to 0.3 (S-216). */
  threshold?: number;
  /** Margins around the viewport, as CSS, such as `-64px 0px 0px 0px` under a 64 px sticky header. */
  rootMargin?: string;
  /**
   * `any` (default): out of view past any edge; `top`: only once scrolled past the top edge, so an
   * element the visitor has not reached yet does not count.
   */
  edge?: 'any' | 'top';
}

/**
 * Whether an element has left the viewport, such as the main booking bar that a sticky bar then
 * replaces (S-217). `false` on the server, before the first observation and without
 * IntersectionObserver. The element must be rendered with the component that calls the hook.
 */
export function useOutOfView(
  ref: RefObject<Element | null>,
  { threshold = DEFAULT_OBSERVER_THRESHOLD, rootMargin = '0px', edge = 'any' }: OutOfViewOptions = {},
): boolean {
  const [isOut, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        setOut(
          isOutOfView(
            {
              isIntersecting: entry.isIntersecting,
              intersectionRatio: entry.intersectionRatio,
              top: entry.boundingClientRect.top,
              viewportTop: entry.rootBounds?.top ?? 0,
            },
            { threshold, edge },
          ),
        );
      },
      // The document as root applies the margin to its own viewport, also inside a frame.
      { root: document, rootMargin, threshold: threshold > 0 ? [0, threshold] : 0 },
    );
    observer.observe(element);
    // An observer reports crossings only: a jump from below the element to past it (a link to the
    // footer, the End key) crosses nothing. Observing again once scrolling settles reports where
    // the element is now.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        observer.unobserve(element);
        observer.observe(element);
      }, 100);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [ref, threshold, rootMargin, edge]);
  return isOut;
}
