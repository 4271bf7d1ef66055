import { describe, expect, it } from 'vitest';
import {
  currentSection,
  HOTEL_PAGE_SECTIONS,
  HOTEL_PAGE_TAB_OFFSET,
  presentSections,
  STAY_PAGE_SECTIONS,
  STAY_PAGE_TAB_OFFSET,
  sectionObserverThreshold,
  sectionScrollTop,
  tabOffsetFor,
} from './sectionTabs';

describe('tab offsets', () => {
  it('S-215 the stay page scrolls with 30 px on mobile and 70 px on desktop', () => {
    expect(tabOffsetFor(STAY_PAGE_TAB_OFFSET, true)).toBe(30);
    expect(tabOffsetFor(STAY_PAGE_TAB_OFFSET, false)).toBe(70);
  });

  it('S-200 the hotel page scrolls with 70 px on mobile and 100 px on desktop', () => {
    expect(tabOffsetFor(HOTEL_PAGE_TAB_OFFSET, true)).toBe(70);
    expect(tabOffsetFor(HOTEL_PAGE_TAB_OFFSET, false)).toBe(100);
  });

  it('S-200 the hotel page has the tabs About, Offers and Reviews in page order', () => {
    expect(HOTEL_PAGE_SECTIONS).toEqual(['about', 'offers', 'reviews']);
  });

  it('001 §2.5 the stay page has its eight tabs in page order', () => {
    expect(STAY_PAGE_SECTIONS).toHaveLength(8);
    expect(STAY_PAGE_SECTIONS[0]).toBe('description');
    expect(STAY_PAGE_SECTIONS.at(-1)).toBe('practicalInfo');
  });
});

describe('sectionScrollTop', () => {
  it('S-200 brings the section’s top to the offset below the top of the view', () => {
    // A section 900 px down the view, the page scrolled by 400 px, a 100 px offset.
    expect(sectionScrollTop(900, 400, 100)).toBe(1200);
    // Already above the view: scrolls back.
    expect(sectionScrollTop(-300, 1000, 70)).toBe(630);
  });

  it('S-215 never scrolls above the start of the page and lands on whole pixels', () => {
    expect(sectionScrollTop(20, 0, 30)).toBe(0);
    expect(sectionScrollTop(100.4, 0, 30)).toBe(70);
  });
});

describe('presentSections', () => {
  it('keeps only the sections on the page, in the given order', () => {
    const sections = [{ id: 'about' }, { id: 'offers' }, { id: 'reviews' }];
    expect(presentSections(sections, (id) => id !== 'offers')).toEqual([{ id: 'about' }, { id: 'reviews' }]);
    expect(presentSections(sections, () => false)).toEqual([]);
  });
});

describe('sectionObserverThreshold', () => {
  it('S-216 a section shorter than the view needs 0.88 of itself in view', () => {
    expect(sectionObserverThreshold(400, 800)).toBe(0.88);
    expect(sectionObserverThreshold(800, 800)).toBe(0.88);
  });

  it('S-216 a section taller than the view needs to fill 0.88 of the view', () => {
    expect(sectionObserverThreshold(1600, 800)).toBeCloseTo(0.44);
    expect(sectionObserverThreshold(8000, 800)).toBeCloseTo(0.088);
  });

  it('falls back to the plain threshold for an element without height', () => {
    expect(sectionObserverThreshold(0, 800)).toBe(0.88);
    expect(sectionObserverThreshold(400, 0)).toBe(0.88);
  });
});

describe('currentSection', () => {
  const state = (id: string, isSeen: boolean, isBelow = false) => ({ id, isSeen, isBelow });

  it('S-216 the first section in view past its threshold is current', () => {
    expect(
      currentSection([state('about', false), state('offers', true), state('reviews', true)], 'about'),
    ).toBe('offers');
  });

  it('S-216 between two sections the current tab stays', () => {
    expect(
      currentSection([state('about', false), state('offers', false), state('reviews', false, true)], 'about'),
    ).toBe('about');
  });

  it('S-216 above every section no tab is current', () => {
    expect(currentSection([state('about', false, true), state('offers', false, true)], 'about')).toBeNull();
    expect(currentSection([], 'about')).toBe('about');
  });
});
