import type { Destination } from './api/search';
import { DESTINATION_KEYS, type DestinationKey, type SearchCriteria } from './criteria';

// The fallback ladder of the search page (000 §4 "Fallback ladder", S-161…S-166): broader searches
// tried when the exact search finds little, each shown as a block of 3 offers with its subtitle.

/** A city or a poi (and other points: hotel, sea and ski resort) widens to this radius, in km (000 §9). */
export const FALLBACK_RADIUS_KM = 30;
/** The radius starts at the point itself (000 §9 "Fallback radius 30 km, minimum 0"). */
export const FALLBACK_DISTANCE_MIN_KM = 0;
/** Offers each fallback search asks for and its block previews (S-166). */
export const FALLBACK_PREVIEW_LIMIT = 3;

/** Destinations that widen to a radius around their coordinates (S-162). */
const pointKinds: readonly DestinationKey[] = ['city', 'poi', 'hotel', 'searesort', 'skiresort'];
/** Areas that widen to the enclosing area of the next kind (S-163). */
const enclosingKind: Partial<Record<DestinationKey, DestinationKey>> = {
  department: 'region',
  region: 'country',
  touristicregion: 'country',
};

/** What a fallback step changes in the criteria (S-164). */
export type FallbackChange = 'destination' | 'category' | 'dates';

/** One part of a fallback block's subtitle; its message is `fallback.subtitle.<key>`. */
export type FallbackSubtitle =
  | { key: 'forYourDates' }
  | { key: 'outsideYourDates' }
  | { key: 'allThemes' }
  | { key: 'around'; values: { destination: string } }
  | { key: 'inArea'; values: { destination: string } };

export interface FallbackStep {
  /** The changes joined by `+`, stable for keys and analytics: `destination+dates`. */
  id: string;
  changes: FallbackChange[];
  /** The broadened search, run with limit 3 (S-166). */
  criteria: SearchCriteria;
  /** Shown in order, joined, under the block (S-165). */
  subtitles: FallbackSubtitle[];
}

/** The criteria's destination key, when exactly the described destination is searched. */
function searchedKey(criteria: SearchCriteria, destination?: Destination): DestinationKey | null {
  if (!destination) return null;
  return criteria[destination.kind] === destination.id ? destination.kind : null;
}

function withoutKeys(criteria: SearchCriteria, keys: readonly string[]): SearchCriteria {
  const rest: Record<string, unknown> = { ...criteria };
  for (const key of keys) delete rest[key];
  return rest as SearchCriteria;
}

interface Broadening {
  apply: (criteria: SearchCriteria) => SearchCriteria;
  subtitle: FallbackSubtitle;
}

/**
 * How the destination widens (S-162, S-163): a point to a 30 km radius around its coordinates
 * (distanceMin 0), a department to its region, a region or touristic region to its country.
 * `null` when it cannot widen (a country, a bare location, an area without that parent).
 */
function broadening(criteria: SearchCriteria, destination?: Destination): Broadening | null {
  const key = searchedKey(criteria, destination);
  if (!key || !destination) return null;
  if (pointKinds.includes(key)) {
    return {
      apply: (c) => ({
        ...withoutKeys(c, DESTINATION_KEYS),
        lat: destination.latitude,
        lng: destination.longitude,
        distanceMin: FALLBACK_DISTANCE_MIN_KM,
        distanceMax: FALLBACK_RADIUS_KM,
      }),
      subtitle: { key: 'around', values: { destination: destination.name } },
    };
  }
  const parentKind = enclosingKind[key];
  const parent = destination.parents.find((place) => place.kind === parentKind);
  if (!parentKind || !parent) return null;
  return {
    apply: (c) => ({
      ...withoutKeys(c, [...DESTINATION_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax']),
      [parentKind]: parent.id,
    }),
    subtitle: { key: 'inArea', values: { destination: parent.name } },
  };
}

const withoutCategory = (criteria: SearchCriteria) => withoutKeys(criteria, ['theme']);
const withoutDates = (criteria: SearchCriteria) =>
  withoutKeys(criteria, ['checkin', 'checkout', 'night', 'flexible']);

/** The steps in the order they are tried: the smallest change first, dates kept as long as possible. */
const combinations: readonly FallbackChange[][] = [
  ['category'],
  ['destination'],
  ['destination', 'category'],
  ['dates'],
  ['dates', 'category'],
  ['destination', 'dates'],
  ['destination', 'dates', 'category'],
];

/**
 * The fallback ladder (S-161…S-164): which broader searches to run for the criteria, in order. The
 * steps depend on which of destination (one described by `destination`, which must be the searched
 * one), dates and category (the theme) are set: widen the destination, remove the category, remove
 * the dates, and their combinations. Without any of the three there is no fallback.
 */
export function fallbackLadder(criteria: SearchCriteria, destination?: Destination): FallbackStep[] {
  const widen = broadening(criteria, destination);
  const hasDates = criteria.checkin !== undefined && criteria.checkout !== undefined;
  const available: Record<FallbackChange, boolean> = {
    destination: widen !== null,
    category: criteria.theme !== undefined,
    dates: hasDates,
  };
  return combinations
    .filter((changes) => changes.every((change) => available[change]))
    .map((changes) => {
      let next = criteria;
      const subtitles: FallbackSubtitle[] = [];
      if (widen && changes.includes('destination')) {
        next = widen.apply(next);
        subtitles.push(widen.subtitle);
      }
      if (changes.includes('dates')) {
        next = withoutDates(next);
        subtitles.push({ key: 'outsideYourDates' });
      } else if (hasDates) {
        subtitles.push({ key: 'forYourDates' });
      }
      if (changes.includes('category')) {
        next = withoutCategory(next);
        subtitles.push({ key: 'allThemes' });
      }
      return { id: changes.join('+'), changes, criteria: next, subtitles };
    });
}
