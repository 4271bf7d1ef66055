/** The share of an element in view that other intersection observers use by default (S-216, 002 §4). */
export const DEFAULT_OBSERVER_THRESHOLD = 0.3;

/** Where an observed element stands against the viewport, as an IntersectionObserver entry says. */
export interface ViewportPosition {
  isIntersecting: boolean;
  /** The visible share of the element, 0 to 1. */
  intersectionRatio: number;
  /** The element's top edge, in viewport pixels. */
  top: number;
  /** The viewport's top edge (after the observer's margins), in viewport pixels. */
  viewportTop: number;
}

/**
 * Whether an element has left the view: less than `threshold` of it visible (S-216's default
 * 0.3). With `edge: 'top'` only an element scrolled past the top counts, not one still below the
 * view, as a sticky bar that replaces the element once the visitor has scrolled by it (S-217).
 */
export function isOutOfView(
  position: ViewportPosition,
  { threshold = DEFAULT_OBSERVER_THRESHOLD, edge = 'any' }: { threshold?: number; edge?: 'any' | 'top' } = {},
): boolean {
  const isHidden = !position.isIntersecting || position.intersectionRatio < threshold;
  if (!isHidden) return false;
  return edge === 'any' || position.top < position.viewportTop;
}
