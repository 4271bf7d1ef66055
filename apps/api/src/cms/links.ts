import {
  DEFAULT_CRITERIA,
  type DestinationKey,
  type Flow,
  formatCriteriaHash,
  type SearchCriteria,
} from '@escale/domain';
import { cityUri } from '../search/cards';

// Links of the editorial content, under the market root (the shop prefixes `/fr`, `/be/nl`…):
// search pages by flow with their criteria in the hash (000 §3), and the city landings.

const SEARCH_PATHS: Record<Flow, string> = {
  booking: '/search',
  gifting: '/search?flow=gifting',
  hotel: '/search?flow=hotel',
  activity: '/activities/search',
};

/** A search of a flow; with criteria, the new search's hash (2 adults, 000 §9). */
export function searchUri(flow: Flow, criteria?: Partial<SearchCriteria>): string {
  if (!criteria) return SEARCH_PATHS[flow];
  return `${SEARCH_PATHS[flow]}#${formatCriteriaHash({ ...DEFAULT_CRITERIA, ...criteria })}`;
}

/** The search of a place: a city's landing in the booking flow, else the flow's search there. */
export function placeUri(flow: Flow, key: DestinationKey, id: string): string {
  if (flow === 'booking' && key === 'city') return cityUri(id);
  return searchUri(flow, { [key]: id });
}

/** A theme's search in a flow. */
export function themeUri(flow: Flow, theme: number): string {
  return searchUri(flow, { theme });
}
