import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

/** Where a carousel stands: its snap among `snapCount`, and whether the arrows can move it. */
export interface Position {
  snap: number;
  snapCount: number;
  canPrevious: boolean;
  canNext: boolean;
}

/** How long a list goes without touch or scroll before it counts as at rest, in milliseconds. */
const REST_MS = 150;

interface Snap {
  /** The list's scroll position there, in pixels. */
  offset: number;
  /** The first slide of its group. */
  slide: number;
}

/**
 * Embla's scroll snaps (`align: 'start'`, `containScroll: 'trimSnaps'`) measured on the native list
 * inside `viewport`: the start of each group of `groupSize` slides, those past the end of the scroll
 * range merged into its end.
 */
function nativeSnaps(viewport: HTMLElement, groupSize: number): Snap[] {
  const slides = [...(viewport.firstElementChild?.children ?? [])];
  const origin = slides[0]?.getBoundingClientRect().left ?? 0;
  const end = viewport.scrollWidth - viewport.clientWidth;
  const snaps: Snap[] = [];
  for (let slide = 0; slide < slides.length; slide += groupSize) {
    const offset = Math.min((slides[slide]?.getBoundingClientRect().left ?? origin) - origin, end);
    const last = snaps.at(-1);
    if (!last || offset - last.offset >= 1) snaps.push({ offset, slide });
  }
  return snaps;
}

function nearestSnap(snaps: readonly Snap[], scrollLeft: number): number {
  const distances = snaps.map((snap) => Math.abs(snap.offset - scrollLeft));
  return distances.indexOf(Math.min(...distances));
}

interface NativeListOptions {
  /** False once embla has taken the list over. */
  isActive: boolean;
  groupSize: number;
  slideCount: number;
  defaultIndex: number;
  onPosition: (position: Position) => void;
  /** Called when a native scroll brings another snap, with the first slide of its group. */
  onSlideChange?: (index: number) => void;
}

/**
 * The carousel's list before embla runs: scrolled first to `defaultIndex`, its position read on
 * scroll and resize. Returns whether the list is at rest (no finger on it, no scroll for a moment),
 * so that embla takes over between swipes.
 */
export function useNativeList(
  viewport: HTMLElement | null,
  { isActive, groupSize, slideCount, defaultIndex, onPosition, onSlideChange }: NativeListOptions,
): boolean {
  const defaultSnap = useRef<number | null>(defaultIndex);
  const position = useRef<Position | null>(null);
  const read = useEffectEvent(() => {
    if (!viewport) return;
    const snaps = nativeSnaps(viewport, groupSize);
    if (defaultSnap.current !== null) {
      viewport.scrollLeft = snaps[Math.min(defaultSnap.current, snaps.length - 1)]?.offset ?? 0;
      defaultSnap.current = null;
    }
    const snap = nearestSnap(snaps, viewport.scrollLeft);
    const previous = position.current;
    if (previous?.snap === snap && previous.snapCount === snaps.length) return;
    if (previous && previous.snap !== snap) onSlideChange?.(snaps[snap]?.slide ?? 0);
    position.current = {
      snap,
      snapCount: snaps.length,
      canPrevious: snap > 0,
      canNext: snap < snaps.length - 1,
    };
    onPosition(position.current);
  });
  // The first read comes from the resize observer, called once it observes: after the frame's layout
  // and before its paint, where measuring the slides costs no layout of its own (a read in this
  // effect laid the whole page out in the middle of hydration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snaps move with the groups and the slides
  useLayoutEffect(() => {
    if (!viewport || !isActive) return;
    const onChange = () => read();
    const resizes = new ResizeObserver(onChange);
    resizes.observe(viewport);
    viewport.addEventListener('scroll', onChange, { passive: true });
    return () => {
      resizes.disconnect();
      viewport.removeEventListener('scroll', onChange);
    };
  }, [viewport, isActive, groupSize, slideCount]);

  const [isAtRest, setAtRest] = useState(true);
  useEffect(() => {
    if (!viewport || !isActive) return;
    let isTouched = false;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: Event) => {
      if ('touches' in event) isTouched = (event as TouchEvent).touches.length > 0;
      setAtRest(false);
      clearTimeout(rest);
      rest = setTimeout(() => setAtRest(!isTouched), REST_MS);
    };
    const types = ['scroll', 'touchstart', 'touchend', 'touchcancel'];
    for (const type of types) viewport.addEventListener(type, onMove, { passive: true });
    return () => {
      clearTimeout(rest);
      for (const type of types) viewport.removeEventListener(type, onMove);
    };
  }, [viewport, isActive]);
  return isAtRest;
}
