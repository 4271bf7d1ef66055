/** A horizontal swipe of at least this many pixels moves the lightbox to the next or previous picture. */
export const SWIPE_MIN_PX = 50;

/**
 * The picture `step` places away in a lightbox of `count` pictures, going round at both ends:
 * next from the last is the first, previous from the first is the last (S-198, S-219).
 */
export function lightboxIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * What a swipe does (S-219): `1` (next picture) for a swipe to the left, `-1` (previous) to the
 * right, `0` when it is too short or more vertical than horizontal.
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_MIN_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
