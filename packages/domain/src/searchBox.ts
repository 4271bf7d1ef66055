import {
  applyUserLocation,
  DESTINATION_KEYS,
  type SearchCriteria,
  setCriterion,
  type UserLocation,
} from './criteria';
import { type Flow, virtualFlow } from './flows';
import type { GeoPoint } from './geo';
import { formatCriteriaHash } from './hash';
import { ACTIVITY_PARTICIPANTS, GIFTING_PAX } from './travellers';

// The search box (000 §2 Search bar, §4 Search submit, 002 §2 Search-box pieces, §4, §5): which
// fields each flow shows, when a submit asks for dates, what the form sends, the nearby selector's
// distances and the family message.

/** S-031: the destination input waits this long after the last keystroke before asking suggestions. */
export const SUGGESTION_DEBOUNCE_MS = 500;

/** S-011: the mobile sticky search bar shows past this scroll, once the search box is out of view. */
export const STICKY_SEARCH_BAR_SCROLL_PX = 250;

/** The `from` marker of a search started from the search bar (000 §2 Search page, G-03). */
export const SEARCH_BAR_FROM = 'searchbar';

/** The mobile search modal's title: "I am looking for a weekend", "… a gift", "… an activity". */
export type SearchModalTitle = 'weekend' | 'gift' | 'activity';

export interface SearchBoxFields {
  /** S-002: the dates selector shows. */
  dates: boolean;
  /** S-003: the theme selector shows. */
  theme: boolean;
  /** S-004: the travellers selector shows but cannot be changed. */
  travellersDisabled: boolean;
  /** S-009: booking (and hotel, its virtual flow) look for a weekend, gifting for a gift. */
  modalTitle: SearchModalTitle;
}

/** S-002…S-004, S-009: the search box of each flow; its header text is `searchBox.header.<flow>`. */
export const SEARCH_BOX_FIELDS: Readonly<Record<Flow, SearchBoxFields>> = {
  booking: { dates: true, theme: true, travellersDisabled: false, modalTitle: 'weekend' },
  gifting: { dates: false, theme: true, travellersDisabled: true, modalTitle: 'gift' },
  activity: { dates: false, theme: true, travellersDisabled: true, modalTitle: 'activity' },
  hotel: { dates: true, theme: false, travellersDisabled: false, modalTitle: 'weekend' },
};

/** The A/B variation of date enforcement on submit (000 §4 Search submit, S-037). */
export const dateEnforcements = ['none', 'forced', 'suggested'] as const;
export type DateEnforcement = (typeof dateEnforcements)[number];

/**
 * Whether a submit opens the calendar instead of searching: in booking (and hotel) without both
 * dates, always in the forced variation (S-033), and in the suggested one unless the visitor chose
 * flexible dates by clearing them (S-034, S-035).
 */
export function submitNeedsDates(
  criteria: SearchCriteria,
  flow: Flow,
  enforcement: DateEnforcement,
): boolean {
  if (enforcement === 'none' || virtualFlow(flow) !== 'booking') return false;
  if (criteria.checkin && criteria.checkout) return false;
  return enforcement === 'forced' || !criteria.flexible;
}

/**
 * The criteria a search box submits: what its flow cannot set is left out (no dates in gifting and
 * activity, no theme in hotel) and gifting always searches for 2 adults, 0 children, 0 babies (S-053).
 */
export function searchBoxCriteria(criteria: SearchCriteria, flow: Flow): SearchCriteria {
  const fields = SEARCH_BOX_FIELDS[flow];
  const { checkin, checkout, night, flexible, theme, ...rest } = criteria;
  const dates = fields.dates ? { checkin, checkout, night, flexible } : {};
  const kept: SearchCriteria = { ...rest, ...dates, ...(fields.theme ? { theme } : {}) };
  const pax =
    flow === 'gifting'
      ? { a: GIFTING_PAX.adults, c: GIFTING_PAX.children, b: GIFTING_PAX.babies, s: false }
      : {};
  return Object.fromEntries(
    Object.entries({ ...kept, ...pax }).filter(([, value]) => value !== undefined),
  ) as SearchCriteria;
}

/**
 * The fields a search box form sends without JavaScript (GET): every criterion under its hash key
 * and in its hash form (`city=…`, `checkin=…`, `a=2`, `stars=4,5`), then `flow` and
 * `from=searchbar`. The shop reads them back with `parseCriteriaHash(url.search)`.
 */
export function searchFormParams(criteria: SearchCriteria, flow: Flow): Array<[string, string]> {
  const hash = new URLSearchParams(formatCriteriaHash(searchBoxCriteria(criteria, flow)));
  return [...hash.entries(), ['flow', flow], ['from', SEARCH_BAR_FROM]];
}

/** Theme 39 is the family theme (G-27). */
export const FAMILY_THEME_ID = 39;

/** S-020, G-27: the family message shows when children or babies come and the theme is not family. */
export function showsFamilyMessage(criteria: Pick<SearchCriteria, 'c' | 'b' | 'theme'>): boolean {
  return (criteria.c > 0 || criteria.b > 0) && criteria.theme !== FAMILY_THEME_ID;
}

/** S-023: the nearby selector's distances, in km, and the one chosen at first. */
export const NEARBY_DISTANCES_KM = [100, 200, 300] as const;
export type NearbyDistance = (typeof NEARBY_DISTANCES_KM)[number];
export const DEFAULT_NEARBY_DISTANCE_KM: NearbyDistance = 200;

/** A search around the visitor: from the point itself (no city minimum) to the chosen distance. */
export function nearbyLocation(point: GeoPoint, distanceKm: NearbyDistance): UserLocation {
  return { lat: point.lat, lng: point.lng, distanceMin: 0, distanceMax: distanceKm };
}

/** S-025, S-026: the criteria after confirming the nearby selector at the visitor's position. */
export function applyNearby(
  criteria: SearchCriteria,
  point: GeoPoint,
  distanceKm: NearbyDistance,
): SearchCriteria {
  return applyUserLocation(criteria, nearbyLocation(point, distanceKm));
}

/**
 * The distance of a search around the visitor (a point with a maximum distance and no destination),
 * for the nearby selector's label; `null` shows "less than 2h" (S-024).
 */
export function nearbyDistanceOf(criteria: SearchCriteria): number | null {
  const { lat, lng, distanceMax } = criteria;
  if (lat === undefined || lng === undefined || distanceMax === undefined) return null;
  return DESTINATION_KEYS.some((key) => criteria[key] !== undefined) ? null : distanceMax;
}

/** S-036: a city chosen in the activities search form is searched within this radius, in km. */
export const ACTIVITY_DESTINATION_RADIUS_KM = 30;

/**
 * The activity search's criteria after its city changes: with a city, the 30 km radius around it
 * (S-036); without one, no radius.
 */
export function withActivityRadius(criteria: SearchCriteria): SearchCriteria {
  return setCriterion(criteria, 'distanceMax', criteria.city ? ACTIVITY_DESTINATION_RADIUS_KM : null);
}

/**
 * The participants of an activity search (G-17, S-289): the adults, kept within 1 to 2, so a
 * party of 3 searched in another flow asks for 2.
 */
export function activityParticipantsOf(criteria: Pick<SearchCriteria, 'a'>): number {
  return Math.min(Math.max(criteria.a, ACTIVITY_PARTICIPANTS.min), ACTIVITY_PARTICIPANTS.max);
}

/** The nights a customer-care gifting search may ask for (S-441). */
export const GIFT_NIGHTS_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;
