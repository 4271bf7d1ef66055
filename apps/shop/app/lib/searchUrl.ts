import {
  type Clock,
  cityIdOfSlug,
  DEFAULT_CRITERIA,
  DESTINATION_KEYS,
  type Flow,
  isFlow,
  marketHref,
  normaliseCriteria,
  pageFromSearch,
  parseCriteriaHash,
  type SearchCriteria,
  type SearchRouteOptions,
  searchPath,
  searchRoute,
} from '@escale/domain';

// The search page's URL (000 §2 Search page, G-03, G-04): the path by flow (the activity flow has
// its own results path), `flow`, `from` and the zero-based `page` in the query, the criteria in the hash.

/** The flow a search URL shows: the activity path is the activity flow, else `?flow=` (booking by default). */
export function flowOfUrl(url: URL, marketPath: string): Flow {
  if (url.pathname === marketHref(marketPath, searchPath('activity'))) return 'activity';
  const flow = url.searchParams.get('flow');
  return isFlow(flow) && flow !== 'activity' ? flow : 'booking';
}

export interface SearchHrefOptions extends SearchRouteOptions {
  flow: Flow;
}

/** The URL of a search: a new search, sort or filter change has no page (S-048). */
export function searchHref(marketPath: string, criteria: SearchCriteria, options: SearchHrefOptions): string {
  return marketHref(marketPath, searchRoute(options.flow, criteria, options));
}

/** The criteria a landing path fixes: `/city/{slug}` searches the city whose id is `city-{slug}`. */
export function landingCriteria(params: { slug?: string }): Partial<SearchCriteria> {
  return params.slug ? { city: cityIdOfSlug(params.slug) } : {};
}

/**
 * The criteria of a search URL. The hash holds them (000 §3); a form sent before JavaScript loaded
 * puts them in the query instead, with the same keys. A place in the hash or query replaces the
 * landing's.
 */
export function criteriaOfUrl(
  url: URL,
  landing: Partial<SearchCriteria>,
  clock: Clock,
  hash = url.hash,
): SearchCriteria {
  const fromHash = parseCriteriaHash(hash, clock);
  const fromQuery = parseCriteriaHash(url.search, clock);
  const given = hasOwnCriteria(hash) ? fromHash : fromQuery;
  const placeGiven = given.lat !== undefined || DESTINATION_KEYS.some((key) => given[key] !== undefined);
  return normaliseCriteria({ ...DEFAULT_CRITERIA, ...(placeGiven ? {} : landing), ...given }, clock);
}

/** Whether a hash or query holds any criterion. */
function hasOwnCriteria(hash: string): boolean {
  return hash.replace(/^#/, '').length > 0;
}

export const pageOfUrl = (url: URL) => pageFromSearch(url.search);
