import { describe, expect, it } from 'vitest';
import type { FacetsResponse } from './api/search';
import { DEFAULT_CRITERIA, type SearchCriteria } from './criteria';
import {
  activityChoices,
  areFiltersEqual,
  clearAllFilters,
  clearFilterPanel,
  distanceFilterBounds,
  distanceRange,
  facetChoices,
  filterBadgeCount,
  filterPanelsFor,
  filterResultCount,
  hasActivityChoices,
  isDistanceFilterActive,
  isFacetValueDisabled,
  isPriceFilterActive,
  panelFilterCount,
  scoreChoices,
  selectedValues,
  selectScore,
  starChoices,
  toggleActivity,
  toggleFilterValue,
  withDistanceRange,
  withPriceRange,
} from './filters';
import { DISTANCE_SLIDER, distanceBounds } from './slider';

const base: SearchCriteria = { ...DEFAULT_CRITERIA };
const lyon: SearchCriteria = { ...base, city: 'lyon' };
const cityBounds = distanceBounds({ distanceMin: 5, distanceMax: 80 });
const context = { flow: 'booking' as const, distanceBounds: DISTANCE_SLIDER };

const facets: FacetsResponse = {
  totalCount: 120,
  facilities: [
    { value: 'spa', name: 'spa', label: 'Spa', count: 40 },
    { value: 'pool', name: 'pool', label: 'Piscine', count: 0 },
    { value: 'pets', name: 'pets', label: 'Animaux acceptés', count: 25 },
  ],
  hotelScores: [
    { value: 9, label: '9+', count: 12 },
    { value: 8, label: '8+', count: 60 },
    { value: 7, label: '7+', count: 0 },
  ],
  stars: [
    { value: 5, label: '5', count: 8 },
    { value: 4, label: '4', count: 70 },
    { value: 3, label: '3', count: 0 },
  ],
  hotelTypes: [{ name: 'castle', value: 'castle', label: 'Château', count: 9 }],
  hotelEnvironments: [{ key: 'sea', label: 'Bord de mer', count: 30 }],
  hotelStyles: [{ name: 'design', label: 'Design', count: 0 }],
  activities: [
    {
      id: 'wellness',
      name: 'Bien-être',
      items: [
        { id: 101, name: 'Accès au spa', count: 33 },
        { id: 102, name: 'Massage', count: 0 },
      ],
    },
    { id: 'culture', name: 'Culture', items: [] },
  ],
  properties: [],
};

describe('multi-choice filters', () => {
  it('S-068 selecting a value adds it, selecting it again removes it', () => {
    const once = toggleFilterValue(base, 'hotelTypes', 'castle');
    expect(once.hotelTypes).toEqual(['castle']);
    const twice = toggleFilterValue(toggleFilterValue(once, 'hotelTypes', 'manor'), 'hotelTypes', 'castle');
    expect(twice.hotelTypes).toEqual(['manor']);
    expect(toggleFilterValue(twice, 'hotelTypes', 'manor')).not.toHaveProperty('hotelTypes');
  });

  it('S-068 applies to stars, environments, styles and facilities alike', () => {
    expect(toggleFilterValue(base, 'stars', 4).stars).toEqual([4]);
    expect(toggleFilterValue({ ...base, stars: [4, 5] }, 'stars', 4).stars).toEqual([5]);
    expect(toggleFilterValue(base, 'hotelEnvironments', 'sea').hotelEnvironments).toEqual(['sea']);
    expect(toggleFilterValue({ ...base, hotelStyles: ['eco'] }, 'hotelStyles', 'eco')).not.toHaveProperty(
      'hotelStyles',
    );
    expect(toggleFilterValue(base, 'facilities', 'spa').facilities).toEqual(['spa']);
  });

  it('ignores a value the criteria cannot hold', () => {
    expect(toggleFilterValue(base, 'hotelTypes', 'not an id!')).toBe(base);
  });

  it('S-084 the "pets" facility toggles petsAllowed, never facilities', () => {
    const pets = toggleFilterValue({ ...base, facilities: ['spa'] }, 'facilities', 'pets');
    expect(pets.petsAllowed).toBe(true);
    expect(pets.facilities).toEqual(['spa']);
    expect(selectedValues(pets, 'facilities')).toContain('pets');
    expect(toggleFilterValue(pets, 'facilities', 'pets')).not.toHaveProperty('petsAllowed');
  });

  it('S-070 selecting an activity toggles it in tags', () => {
    const one = toggleActivity(base, 101);
    expect(one.tags).toEqual([101]);
    expect(toggleActivity(toggleActivity(one, 301), 101).tags).toEqual([301]);
    expect(toggleActivity(one, 101)).not.toHaveProperty('tags');
  });
});

describe('score filter', () => {
  it('S-069 selecting the selected score resets it to 0', () => {
    const eight = selectScore(base, 8);
    expect(eight.hotelScore).toBe(8);
    expect(selectScore(eight, 9).hotelScore).toBe(9);
    expect(selectScore(eight, 8).hotelScore).toBe(0);
  });

  it('S-085 offers 9+, 8+, 7+ and all, "all" never disabled', () => {
    const choices = scoreChoices(facets, { ...base, hotelScore: 8 });
    expect(choices.map((c) => c.value)).toEqual([9, 8, 7, 0]);
    expect(choices.map((c) => c.count)).toEqual([12, 60, 0, null]);
    expect(choices.map((c) => c.isSelected)).toEqual([false, true, false, false]);
    expect(choices.map((c) => c.isDisabled)).toEqual([false, false, true, false]);
    expect(scoreChoices(null, base).find((c) => c.value === 0)?.isSelected).toBe(true);
  });
});

describe('stars filter', () => {
  it('S-086 offers 5, 4 and 3 with their counts', () => {
    const choices = starChoices(facets, { ...base, stars: [3] });
    expect(choices.map((c) => [c.value, c.count, c.isSelected, c.isDisabled])).toEqual([
      [5, 8, false, false],
      [4, 70, false, false],
      [3, 0, true, false],
    ]);
  });
});

describe('price filter', () => {
  it('S-078 S-079 sends cents inside the bounds, nothing at them', () => {
    const priced = withPriceRange(base, [50, 150], 'booking');
    expect(priced).toMatchObject({ priceMin: 5000, priceMax: 15000 });
    expect(isPriceFilterActive(priced, 'booking')).toBe(true);
    const open = withPriceRange(priced, [9, 250], 'booking');
    expect(open).not.toHaveProperty('priceMin');
    expect(open).not.toHaveProperty('priceMax');
    expect(isPriceFilterActive(open, 'booking')).toBe(false);
  });

  it('S-081 gifting edits singleVoucherPriceMin and singleVoucherPriceMax', () => {
    const gift = withPriceRange(base, [20, 100], 'gifting');
    expect(gift).toMatchObject({ singleVoucherPriceMin: 2000, singleVoucherPriceMax: 10000 });
    expect(gift).not.toHaveProperty('priceMin');
    expect(isPriceFilterActive(gift, 'gifting')).toBe(true);
    expect(isPriceFilterActive(gift, 'booking')).toBe(false);
  });

  it('S-077 the activity flow starts at 1: 2 € is a minimum there, not in booking', () => {
    expect(withPriceRange(base, [2, 250], 'activity').priceMin).toBe(200);
    expect(withPriceRange(base, [2, 250], 'booking')).not.toHaveProperty('priceMin');
  });
});

describe('distance filter', () => {
  it('S-072 a range other than the default applies', () => {
    const near = withDistanceRange(lyon, [0, 120], DISTANCE_SLIDER);
    expect(near).toMatchObject({ distanceMin: 0, distanceMax: 120 });
    expect(isDistanceFilterActive(near, DISTANCE_SLIDER)).toBe(true);
  });

  it('S-072 the default range clears the distance filter', () => {
    const near = { ...lyon, distanceMin: 10, distanceMax: 50 };
    const cleared = withDistanceRange(near, [0, 300], DISTANCE_SLIDER);
    expect(cleared).not.toHaveProperty('distanceMin');
    expect(cleared).not.toHaveProperty('distanceMax');
    expect(cleared.city).toBe('lyon');
  });

  it("S-082 with a city the default is the city's bounds; values are kept inside them", () => {
    expect(distanceRange(lyon, cityBounds)).toEqual([5, 80]);
    expect(withDistanceRange(lyon, [5, 80], cityBounds)).not.toHaveProperty('distanceMax');
    expect(withDistanceRange(lyon, [0, 60], cityBounds)).toMatchObject({ distanceMin: 5, distanceMax: 60 });
    expect(distanceRange({ ...lyon, distanceMax: 200 }, cityBounds)).toEqual([5, 80]);
  });

  it("S-082 the bounds are the searched city's, 0 to 300 km otherwise", () => {
    const city = { distanceMin: 5, distanceMax: 80 };
    expect(distanceFilterBounds(lyon, city)).toEqual({ min: 5, max: 80, step: 1 });
    expect(distanceFilterBounds(lyon, null)).toEqual(DISTANCE_SLIDER);
    expect(distanceFilterBounds({ ...base, lat: 45.76, lng: 4.83 }, city)).toEqual(DISTANCE_SLIDER);
  });

  it('S-083 is active only with a location', () => {
    expect(isDistanceFilterActive({ ...base, distanceMax: 50 }, DISTANCE_SLIDER)).toBe(false);
    expect(isDistanceFilterActive({ ...base, lat: 45.76, lng: 4.83, distanceMax: 50 }, DISTANCE_SLIDER)).toBe(
      true,
    );
    expect(filterPanelsFor('booking', base)).not.toContain('distance');
    expect(filterPanelsFor('booking', lyon)).toContain('distance');
  });
});

describe('panels', () => {
  it('S-060 booking, hotel and gifting offer the five panels in order', () => {
    for (const flow of ['booking', 'hotel', 'gifting'] as const) {
      expect(filterPanelsFor(flow, lyon)).toEqual(['activities', 'price', 'distance', 'facilities', 'more']);
    }
  });

  it('the activity flow offers activities, price and distance', () => {
    expect(filterPanelsFor('activity', lyon)).toEqual(['activities', 'price', 'distance']);
  });

  it('S-065 clearing a panel removes only its filters', () => {
    const criteria: SearchCriteria = {
      ...lyon,
      facilities: ['spa'],
      petsAllowed: true,
      stars: [4],
      priceMin: 5000,
      sort: 'promo',
    };
    const cleared = clearFilterPanel(criteria, 'facilities');
    expect(cleared).not.toHaveProperty('facilities');
    expect(cleared).not.toHaveProperty('petsAllowed');
    expect(cleared).toMatchObject({ stars: [4], priceMin: 5000, city: 'lyon', sort: 'promo' });
  });

  it('S-067 clearing all filters keeps the search itself', () => {
    const criteria: SearchCriteria = {
      ...lyon,
      theme: 12,
      sort: 'priceAsc',
      tags: [101],
      priceMin: 5000,
      singleVoucherPriceMax: 9000,
      distanceMax: 40,
      facilities: ['spa'],
      petsAllowed: true,
      hotelScore: 8,
      stars: [5],
      hotelTypes: ['castle'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
    };
    expect(clearAllFilters(criteria)).toEqual({ ...lyon, theme: 12, sort: 'priceAsc' });
  });

  it('compares drafts on their filters only', () => {
    expect(areFiltersEqual(lyon, { ...lyon, sort: 'promo' })).toBe(true);
    expect(areFiltersEqual(lyon, toggleActivity(lyon, 101))).toBe(false);
  });
});

describe('filter counts', () => {
  const criteria: SearchCriteria = {
    ...lyon,
    hotelTypes: ['castle', 'manor'],
    hotelEnvironments: ['sea'],
    hotelStyles: ['design'],
    hotelScore: 8,
    stars: [4, 5],
    priceMax: 15000,
    facilities: ['spa', 'pool'],
    petsAllowed: true,
    distanceMax: 100,
    tags: [101, 102],
  };

  it('S-087 on desktop: types, environments, styles, score (1) and stars (1 if any)', () => {
    expect(filterBadgeCount(criteria, { ...context, isMobile: false })).toBe(2 + 1 + 1 + 1 + 1);
  });

  it('S-087 on mobile also price (1), facilities, distance (1) and activities', () => {
    expect(filterBadgeCount(criteria, { ...context, isMobile: true })).toBe(6 + 1 + 3 + 1 + 2);
  });

  it('S-087 counts one for any stars, none for score 0', () => {
    const stars = { ...base, stars: [3, 4, 5], hotelScore: 0 };
    expect(filterBadgeCount(stars, { ...context, isMobile: false })).toBe(1);
    expect(filterBadgeCount(base, { ...context, isMobile: true })).toBe(0);
  });

  it('counts per panel for the filter bar buttons', () => {
    expect(panelFilterCount(criteria, 'activities', context)).toBe(2);
    expect(panelFilterCount(criteria, 'price', context)).toBe(1);
    expect(panelFilterCount(criteria, 'distance', context)).toBe(1);
    expect(panelFilterCount(criteria, 'facilities', context)).toBe(3);
    expect(panelFilterCount(criteria, 'more', context)).toBe(6);
  });
});

describe('facets', () => {
  it('S-075 a value with count 0 is disabled unless selected', () => {
    expect(isFacetValueDisabled(0, false)).toBe(true);
    expect(isFacetValueDisabled(0, true)).toBe(false);
    expect(isFacetValueDisabled(1, false)).toBe(false);
    expect(isFacetValueDisabled(null, false)).toBe(false);
    const choices = facetChoices(facets, base, 'facilities');
    expect(choices.map((c) => [c.value, c.label, c.isDisabled])).toEqual([
      ['spa', 'Spa', false],
      ['pool', 'Piscine', true],
      ['pets', 'Animaux acceptés', false],
    ]);
  });

  it('S-084 the pets facility reads as selected from petsAllowed', () => {
    const choices = facetChoices(facets, { ...base, petsAllowed: true }, 'facilities');
    expect(choices.find((c) => c.value === 'pets')?.isSelected).toBe(true);
  });

  it('reads each facet under its own key', () => {
    expect(facetChoices(facets, base, 'hotelTypes')[0]).toMatchObject({ value: 'castle', label: 'Château' });
    expect(facetChoices(facets, base, 'hotelEnvironments')[0]).toMatchObject({ value: 'sea' });
    expect(facetChoices(facets, base, 'hotelStyles')[0]).toMatchObject({ value: 'design', isDisabled: true });
  });

  it('S-076 without facets the selected values stay listed and usable', () => {
    const choices = facetChoices(null, { ...base, hotelTypes: ['castle'] }, 'hotelTypes');
    expect(choices).toEqual([
      { value: 'castle', label: 'castle', count: null, isSelected: true, isDisabled: false },
    ]);
    expect(starChoices(null, base).every((c) => c.count === null && !c.isDisabled)).toBe(true);
  });

  it('S-075 S-089 activities: groups with items, zero counts disabled, empty groups left out', () => {
    const choices = activityChoices(facets, { ...base, tags: [102] });
    expect(choices.groups).toHaveLength(1);
    expect(choices.groups[0]?.items.map((i) => [i.value, i.isSelected, i.isDisabled])).toEqual([
      [101, false, false],
      [102, true, false],
    ]);
    expect(hasActivityChoices(activityChoices({ ...facets, activities: [] }, base))).toBe(false);
  });

  it('G-47 selected activities missing from the facets keep their names', () => {
    const choices = activityChoices(null, { ...base, tags: [301, 999] }, [{ id: 301, name: 'Kayak' }]);
    expect(choices.groups).toEqual([]);
    expect(choices.otherSelected.map((i) => [i.value, i.label, i.isSelected])).toEqual([
      [301, 'Kayak', true],
      [999, '999', true],
    ]);
    expect(hasActivityChoices(choices)).toBe(true);
  });

  it('S-074 the result count is the smallest count of the selected values', () => {
    expect(filterResultCount({ ...base, stars: [4, 5], facilities: ['spa'] }, facets)).toBe(8);
    expect(filterResultCount({ ...base, petsAllowed: true, tags: [101] }, facets)).toBe(25);
    expect(filterResultCount({ ...base, hotelScore: 9, hotelEnvironments: ['sea'] }, facets)).toBe(12);
  });

  it('S-074 with nothing selected the count is the total; without facets there is none', () => {
    expect(filterResultCount({ ...base, hotelScore: 0, priceMin: 5000 }, facets)).toBe(120);
    expect(filterResultCount(base, null)).toBeNull();
  });
});
