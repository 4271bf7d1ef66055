import { STICKY_TABS_OBSERVER_THRESHOLD } from './observers';

/** A section's scroll offset under the sticky tabs, in pixels, below and from the tablet breakpoint. */
export interface TabOffset {
  mobile: number;
  desktop: number;
}

/** The stay product page's tab bar scrolls to 30 px from the top on mobile, 70 px on desktop (S-215). */
export const STAY_PAGE_TAB_OFFSET: TabOffset = { mobile: 30, desktop: 70 };

/** The hotel page's sticky navigation scrolls to 70 px from the top on mobile, 100 px on desktop (S-200). */
export const HOTEL_PAGE_TAB_OFFSET: TabOffset = { mobile: 70, desktop: 100 };

/** The hotel page's tabs, in page order (S-197, S-200). */
export const HOTEL_PAGE_SECTIONS = ['about', 'offers', 'reviews'] as const;

/** The stay product page's tabs, in page order (001 §2.5). */
export const STAY_PAGE_SECTIONS = [
  'description',
  'room',
  'experience',
  'theExperience',
  'theGift',
  'reviews',
  'hotel',
  'practicalInfo',
] as const;

/** The offset that applies: `mobile` below the tablet breakpoint, `desktop` from it (S-200, S-215). */
export function tabOffsetFor(offset: TabOffset, isMobile: boolean): number {
  return isMobile ? offset.mobile : offset.desktop;
}

/**
 * The page's scroll position that brings a section's top to `offset` pixels below the top of
 * the view (S-200, S-215); never above the page's start.
 */
export function sectionScrollTop(sectionTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(sectionTop + scrollY - offset));
}

/** The sections whose element is on the page, in the order given. */
export function presentSections<T extends { id: string }>(
  sections: readonly T[],
  isPresent: (id: string) => boolean,
): T[] {
  return sections.filter((section) => isPresent(section.id));
}

/**
 * The observer threshold of one section: 0.88 of it in view (S-216); for a section taller than
 * the view, which can never show 0.88 of itself, the share that fills 0.88 of the view.
 */
export function sectionObserverThreshold(
  sectionHeight: number,
  viewHeight: number,
  threshold: number = STICKY_TABS_OBSERVER_THRESHOLD,
): number {
  if (sectionHeight <= 0 || viewHeight <= 0) return threshold;
  return Math.min(threshold, (threshold * viewHeight) / sectionHeight);
}

/** Where a section stands in the view, from its observer. */
export interface SectionState {
  id: string;
  /** At least its threshold in view (see `sectionObserverThreshold`). */
  isSeen: boolean;
  /** Entirely below the view: the visitor has not reached it yet. */
  isBelow: boolean;
}

/**
 * The current tab (S-216): the first section, in page order, that is in view past its threshold.
 * Between sections the current tab stays; above every section there is none.
 */
export function currentSection(states: readonly SectionState[], previous: string | null): string | null {
  const seen = states.find((state) => state.isSeen);
  if (seen) return seen.id;
  if (states.length > 0 && states.every((state) => state.isBelow)) return null;
  return previous;
}
