import type { FacetsResponse } from './api/search';
import { type SearchCriteria, type SettableKey, setCriterion } from './criteria';
import type { Flow } from './flows';
import {
  criteriaToPriceRange,
  distanceBounds,
  type NumberRange,
  orderRange,
  priceRangeToCriteria,
  priceSliderBounds,
  type SliderBounds,
  shouldSendDistance,
  toSliderValue,
} from './slider';

// The search filters (000 §4 Filters, §5): pure edits of a criteria draft, what each panel
// counts, and the facet values a panel offers.

/** The filter panels, in the filter bar's order (S-060). */
export const filterPanels = ['activities', 'price', 'distance', 'facilities', 'more'] as const;
export type FilterPanel = (typeof filterPanels)[number];

/** The facility sent as `petsAllowed` rather than in `facilities` (S-084). */
export const PETS_FACILITY = 'pets';
/** S-085: the minimum scores offered; 0 is "all". */
export const SCORE_FILTER_VALUES = [9, 8, 7] as const;
export const SCORE_ALL = 0;
/** S-086: the star ratings offered, several at once. */
export const STAR_FILTER_VALUES = [5, 4, 3] as const;

/** The criteria each panel edits. */
const panelKeys = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax', 'singleVoucherPriceMin', 'singleVoucherPriceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities', 'petsAllowed'],
  more: ['hotelScore', 'stars', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
} as const satisfies Record<FilterPanel, readonly SettableKey[]>;

/** Every criterion a filter sets. */
export const FILTER_KEYS: readonly SettableKey[] = filterPanels.flatMap((panel) => panelKeys[panel]);

function withoutKeys(criteria: SearchCriteria, keys: readonly SettableKey[]): SearchCriteria {
  return keys.reduce((next, key) => setCriterion(next, key, undefined), criteria);
}

/** S-083: a distance needs a location: lat and lng, or a city. */
export function hasDistanceLocation(criteria: SearchCriteria): boolean {
  return shouldSendDistance(true, criteria);
}

/**
 * The panels a search offers: the activity flow filters activities, price and distance only (its
 * vouchers have no hotel facets); Distance shows only with a location (S-083).
 */
export function filterPanelsFor(flow: Flow, criteria: SearchCriteria): FilterPanel[] {
  const panels: readonly FilterPanel[] =
    flow === 'activity' ? ['activities', 'price', 'distance'] : filterPanels;
  return panels.filter((panel) => panel !== 'distance' || hasDistanceLocation(criteria));
}

/** The value type of each multi-choice filter. */
export interface MultiChoiceValues {
  hotelTypes: string;
  hotelEnvironments: string;
  hotelStyles: string;
  facilities: string;
  stars: number;
  tags: number;
}
export type MultiChoiceKey = keyof MultiChoiceValues;

/** The selected values of a multi-choice filter; `petsAllowed` reads as the "pets" facility (S-084). */
export function selectedValues<K extends MultiChoiceKey>(
  criteria: SearchCriteria,
  key: K,
): MultiChoiceValues[K][] {
  const values = (criteria[key] ?? []) as MultiChoiceValues[K][];
  if (key === 'facilities' && criteria.petsAllowed) return [...values, PETS_FACILITY as MultiChoiceValues[K]];
  return values;
}

/**
 * S-068: selects a value, or removes it when it is already selected. The "pets" facility toggles
 * `petsAllowed` (S-084). An invalid value changes nothing.
 */
export function toggleFilterValue<K extends MultiChoiceKey>(
  criteria: SearchCriteria,
  key: K,
  value: MultiChoiceValues[K],
): SearchCriteria {
  if (key === 'facilities' && value === PETS_FACILITY) {
    return setCriterion(criteria, 'petsAllowed', !criteria.petsAllowed);
  }
  const current = (criteria[key] ?? []) as MultiChoiceValues[K][];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return setCriterion<MultiChoiceKey>(criteria, key, next as string[] | number[]);
}

/** S-070: selecting an activity toggles it in `tags`. */
export function toggleActivity(criteria: SearchCriteria, activityId: number): SearchCriteria {
  return toggleFilterValue(criteria, 'tags', activityId);
}

/** S-069: selects a minimum score; selecting the selected one resets the score to 0 ("all"). */
export function selectScore(criteria: SearchCriteria, score: number): SearchCriteria {
  return setCriterion(criteria, 'hotelScore', criteria.hotelScore === score ? SCORE_ALL : score);
}

/** The selected minimum score; 0 ("all") without one. */
export function selectedScore(criteria: SearchCriteria): number {
  return criteria.hotelScore ?? SCORE_ALL;
}

/** S-077…S-081: sets the price range of the flow's slider; bounds send nothing. */
export function withPriceRange(criteria: SearchCriteria, range: NumberRange, flow: Flow): SearchCriteria {
  return { ...withoutKeys(criteria, panelKeys.price), ...priceRangeToCriteria(range, flow) };
}

export function isPriceFilterActive(criteria: SearchCriteria, flow: Flow): boolean {
  const [low, high] = criteriaToPriceRange(criteria, flow);
  const { min, max } = priceSliderBounds(flow);
  return low > min || high < max;
}

/**
 * S-082: the distance slider's bounds: the city's minimum and maximum when a city is searched and
 * its destination is known, 0 to 300 km otherwise.
 */
export function distanceFilterBounds(
  criteria: SearchCriteria,
  destination?: { distanceMin: number; distanceMax: number } | null,
): SliderBounds {
  return distanceBounds(criteria.city && destination ? destination : undefined);
}

/** The distance slider's position: the criteria's range inside the bounds, the bounds without one. */
export function distanceRange(criteria: SearchCriteria, bounds: SliderBounds): [number, number] {
  return orderRange([
    toSliderValue(criteria.distanceMin ?? bounds.min, bounds),
    toSliderValue(criteria.distanceMax ?? bounds.max, bounds),
  ]);
}

/**
 * S-072: sets the distance range; a range equal to the default (the slider's bounds) clears the
 * distance filter instead.
 */
export function withDistanceRange(
  criteria: SearchCriteria,
  range: NumberRange,
  bounds: SliderBounds,
): SearchCriteria {
  const [low, high] = orderRange([toSliderValue(range[0], bounds), toSliderValue(range[1], bounds)]);
  const cleared = withoutKeys(criteria, panelKeys.distance);
  if (low === bounds.min && high === bounds.max) return cleared;
  return setCriterion(setCriterion(cleared, 'distanceMin', low), 'distanceMax', high);
}

/** A distance filter is active with a location and a range other than the bounds. */
export function isDistanceFilterActive(criteria: SearchCriteria, bounds: SliderBounds): boolean {
  if (!hasDistanceLocation(criteria)) return false;
  const [low, high] = distanceRange(criteria, bounds);
  return low !== bounds.min || high !== bounds.max;
}

/** S-065: what "Clear" leaves: the criteria without this panel's filters. */
export function clearFilterPanel(criteria: SearchCriteria, panel: FilterPanel): SearchCriteria {
  return withoutKeys(criteria, panelKeys[panel]);
}

/** S-067: "Reset all filters": the criteria without any filter; destination, dates, pax and sort stay. */
export function clearAllFilters(criteria: SearchCriteria): SearchCriteria {
  return withoutKeys(criteria, FILTER_KEYS);
}

/** Whether two criteria filter alike, so an unchanged draft is not searched again. */
export function areFiltersEqual(a: SearchCriteria, b: SearchCriteria): boolean {
  return FILTER_KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** What a filter count depends on beside the criteria. */
export interface FilterCountContext {
  flow: Flow;
  /** The distance slider's bounds (`distanceBounds(destination)`). */
  distanceBounds: SliderBounds;
}

/** The filters a panel holds: its button's count. */
export function panelFilterCount(
  criteria: SearchCriteria,
  panel: FilterPanel,
  { flow, distanceBounds }: FilterCountContext,
): number {
  switch (panel) {
    case 'activities':
      return selectedValues(criteria, 'tags').length;
    case 'price':
      return isPriceFilterActive(criteria, flow) ? 1 : 0;
    case 'distance':
      return isDistanceFilterActive(criteria, distanceBounds) ? 1 : 0;
    case 'facilities':
      return selectedValues(criteria, 'facilities').length;
    case 'more':
      return (
        selectedValues(criteria, 'hotelTypes').length +
        selectedValues(criteria, 'hotelEnvironments').length +
        selectedValues(criteria, 'hotelStyles').length +
        (selectedScore(criteria) > SCORE_ALL ? 1 : 0) +
        (selectedValues(criteria, 'stars').length > 0 ? 1 : 0)
      );
  }
}

/**
 * S-087: the filter badge: hotel types, environments, styles, score (1) and stars (1 if any); on
 * mobile also price (1), facilities, distance (1) and activities, whose buttons it stands for.
 */
export function filterBadgeCount(
  criteria: SearchCriteria,
  context: FilterCountContext & { isMobile: boolean },
): number {
  const panels: readonly FilterPanel[] = context.isMobile ? filterPanels : ['more'];
  return panels.reduce((sum, panel) => sum + panelFilterCount(criteria, panel, context), 0);
}

/** S-075: a facet value with no result is disabled, unless it is selected (so it can be removed). */
export function isFacetValueDisabled(count: number | null, isSelected: boolean): boolean {
  return count === 0 && !isSelected;
}

/** A value a filter offers, with its facet count (`null` without facets) and state. */
export interface FacetChoice<V> {
  value: V;
  count: number | null;
  isSelected: boolean;
  isDisabled: boolean;
}
export interface NamedChoice<V> extends FacetChoice<V> {
  label: string;
}

function choice<V>(value: V, count: number | null, isSelected: boolean): FacetChoice<V> {
  return { value, count, isSelected, isDisabled: isFacetValueDisabled(count, isSelected) };
}

/** The facets whose values the API names; the criteria key of each. */
export type ListFacet = 'facilities' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles';

function facetEntries(facets: FacetsResponse, key: ListFacet) {
  switch (key) {
    case 'facilities':
      return facets.facilities.map(({ value, label, count }) => ({ value, label, count }));
    case 'hotelTypes':
      return facets.hotelTypes.map(({ value, label, count }) => ({ value, label, count }));
    case 'hotelEnvironments':
      return facets.hotelEnvironments.map(({ key: value, label, count }) => ({ value, label, count }));
    case 'hotelStyles':
      return facets.hotelStyles.map(({ name: value, label, count }) => ({ value, label, count }));
  }
}

/**
 * The values of a named facet, in the API's order, then any selected value the facets lack (or all
 * selected values without facets, S-076), named by its code.
 */
export function facetChoices(
  facets: FacetsResponse | null,
  criteria: SearchCriteria,
  key: ListFacet,
): NamedChoice<string>[] {
  const selected = selectedValues(criteria, key);
  const listed = facets ? facetEntries(facets, key) : [];
  const missing = selected.filter((value) => !listed.some((entry) => entry.value === value));
  return [
    ...listed.map(({ value, label, count }) => ({
      ...choice(value, count, selected.includes(value)),
      label,
    })),
    ...missing.map((value) => ({ ...choice(value, null, true), label: value })),
  ];
}

/** S-086: stars 5, 4, 3 with their counts. */
export function starChoices(facets: FacetsResponse | null, criteria: SearchCriteria): FacetChoice<number>[] {
  const selected = selectedValues(criteria, 'stars');
  return STAR_FILTER_VALUES.map((stars) =>
    choice(
      stars,
      facets?.stars.find((entry) => entry.value === stars)?.count ?? null,
      selected.includes(stars),
    ),
  );
}

/** S-085: scores 9+, 8+, 7+ with their counts, then "all" (0), which is never disabled. */
export function scoreChoices(facets: FacetsResponse | null, criteria: SearchCriteria): FacetChoice<number>[] {
  const score = selectedScore(criteria);
  return [
    ...SCORE_FILTER_VALUES.map((value) =>
      choice(
        value,
        facets?.hotelScores.find((entry) => entry.value === value)?.count ?? null,
        score === value,
      ),
    ),
    choice(SCORE_ALL, null, score === SCORE_ALL),
  ];
}

/** An activity's name (G-47: `activities.json` answers them for the selected ids). */
export interface ActivityName {
  id: number;
  name: string;
}

export interface ActivityChoices {
  /** The facet's groups that have activities. */
  groups: Array<{ id: string; name: string; items: NamedChoice<number>[] }>;
  /** Selected activities the facets lack, named from `names` (G-47). */
  otherSelected: NamedChoice<number>[];
}

/** The activity filter's entries (S-070, S-075, G-47); none means "No activity found" (S-089). */
export function activityChoices(
  facets: FacetsResponse | null,
  criteria: SearchCriteria,
  names: readonly ActivityName[] = [],
): ActivityChoices {
  const selected = selectedValues(criteria, 'tags');
  const groups = (facets?.activities ?? [])
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      id: group.id,
      name: group.name,
      items: group.items.map(({ id, name, count }) => ({
        ...choice(id, count, selected.includes(id)),
        label: name,
      })),
    }));
  const listed = new Set(groups.flatMap((group) => group.items.map((item) => item.value)));
  const otherSelected = selected
    .filter((id) => !listed.has(id))
    .map((id) => ({
      ...choice(id, null, true),
      label: names.find((entry) => entry.id === id)?.name ?? String(id),
    }));
  return { groups, otherSelected };
}

export function hasActivityChoices({ groups, otherSelected }: ActivityChoices): boolean {
  return groups.length > 0 || otherSelected.length > 0;
}

/**
 * S-074: the result count a draft shows: the smallest count among its selected facet values, or
 * the facets' total when none is selected; `null` without facets.
 */
export function filterResultCount(criteria: SearchCriteria, facets: FacetsResponse | null): number | null {
  if (!facets) return null;
  const score = selectedScore(criteria);
  const counts = [
    ...(['facilities', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'] as const).flatMap((key) =>
      facetChoices(facets, criteria, key).filter((entry) => entry.isSelected),
    ),
    ...starChoices(facets, criteria).filter((entry) => entry.isSelected),
    ...(score > SCORE_ALL ? scoreChoices(facets, criteria).filter((entry) => entry.isSelected) : []),
    ...activityChoices(facets, criteria).groups.flatMap((group) =>
      group.items.filter((item) => item.isSelected),
    ),
  ]
    .map((entry) => entry.count)
    .filter((count): count is number => count !== null);
  return counts.length > 0 ? Math.min(...counts) : facets.totalCount;
}
