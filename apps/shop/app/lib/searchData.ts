import {
  type ActivityOnlySearchResponse,
  activityParams,
  applyDestination,
  type BoxBlock,
  DESTINATION_KEYS,
  type Destination,
  FALLBACK_MAX_BLOCKS,
  type FallbackSubtitle,
  type Flow,
  fallbackLadder,
  fallbackParams,
  formatCriteriaHash,
  type OfferCard,
  offersParams,
  type SearchCriteria,
  type SearchPageContent,
  shouldSearchFallbacks,
  showsInlinePromoBlocks,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet, apiPost, isAbort } from './api';

// The data of a search page (000 §2 Search page, §4 Fallback ladder): its content, one page of
// results and, when they fit on the first page, the fallback blocks. The server loader and the
// browser (after the hash is read) load it with the same code.

export interface SearchRequest {
  locale: Locale;
  flow: Flow;
  criteria: SearchCriteria;
  /** Zero-based. */
  page: number;
}

export interface FallbackBlockData {
  id: string;
  subtitles: FallbackSubtitle[];
  offers: OfferCard[];
  /** The broadened search, for the block's "see all" link. */
  criteria: SearchCriteria;
}

export type SearchResults =
  | { kind: 'offers'; offers: OfferCard[]; totalCount: number; fallbacks: FallbackBlockData[] }
  | { kind: 'activities'; centres: ActivityOnlySearchResponse['exactMatch']; totalCount: number };

export interface SearchPageData {
  /** Identifies the request the data answers: the page reloads when it changes. */
  key: string;
  content: SearchPageContent;
  /** The searched place (its name, distance bounds and parents), when the criteria name one. */
  destination: Destination | null;
  /** null when the search call failed ("Oops, something went wrong", S-056). */
  results: SearchResults | null;
}

export function searchKey({ locale, flow, criteria, page }: SearchRequest): string {
  return `${locale}|${flow}|${page}|${formatCriteriaHash(criteria)}`;
}

/** The destination key the criteria search, if any. */
export function searchedDestination(criteria: SearchCriteria) {
  const key = DESTINATION_KEYS.find((candidate) => criteria[candidate] !== undefined);
  return key ? { kind: key, id: criteria[key] as string } : null;
}

/** The searched place; null without one or when it cannot be loaded (the search still runs). */
async function loadDestination(
  criteria: SearchCriteria,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Destination | null> {
  const place = searchedDestination(criteria);
  if (!place) return null;
  return apiGet(`/api/destinations/${place.kind}/${place.id}.json`, locale, {}, 'destination', signal).catch(
    (error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    },
  );
}

/**
 * The fallback blocks (S-161…S-166, S-171): the ladder's searches with 3 offers each, run together;
 * a failed or empty search is left out, offers already shown are not repeated, and the first
 * FALLBACK_MAX_BLOCKS blocks with offers are kept.
 */
async function loadFallbacks(
  request: SearchRequest,
  destination: Destination | null,
  shown: readonly OfferCard[],
  signal?: AbortSignal,
): Promise<FallbackBlockData[]> {
  const steps = fallbackLadder(request.criteria, destination ?? undefined);
  const answers = await Promise.all(
    steps.map((step) =>
      apiGet(
        '/api/offers.json',
        request.locale,
        fallbackParams(step.criteria, request.flow),
        'offerCards',
        signal,
      )
        .then((answer) => answer.exactMatch)
        .catch((error: unknown) => {
          if (isAbort(error)) throw error;
          return [] as OfferCard[];
        }),
    ),
  );
  const seen = new Set(shown.map((offer) => offer.id));
  const blocks: FallbackBlockData[] = [];
  steps.forEach((step, index) => {
    const offers = (answers[index] ?? []).filter((offer) => !seen.has(offer.id));
    if (offers.length === 0 || blocks.length >= FALLBACK_MAX_BLOCKS) return;
    for (const offer of offers) seen.add(offer.id);
    blocks.push({ id: step.id, subtitles: step.subtitles, offers, criteria: step.criteria });
  });
  return blocks;
}

async function loadResults(
  request: SearchRequest,
  destination: Promise<Destination | null>,
  signal?: AbortSignal,
): Promise<SearchResults> {
  if (request.flow === 'activity') {
    const answer = await apiPost(
      '/api/search/activity-only.json',
      request.locale,
      activityParams(request.criteria, request.page),
      'activityOnlySearch',
      signal,
    );
    return { kind: 'activities', centres: answer.exactMatch, totalCount: answer.searchDetails.totalCount };
  }
  const answer = await apiGet(
    '/api/offers.json',
    request.locale,
    offersParams(request.criteria, request.flow, request.page),
    'offerCards',
    signal,
  );
  const { totalCount } = answer.searchDetails;
  const fallbacks = shouldSearchFallbacks(totalCount, request.page)
    ? await loadFallbacks(request, await destination, answer.exactMatch, signal)
    : [];
  return { kind: 'offers', offers: answer.exactMatch, totalCount, fallbacks };
}

/** The page's content: its title, header image, SEO text and suggestion links, for the flow and place. */
export function loadSearchContent(request: SearchRequest, signal?: AbortSignal): Promise<SearchPageContent> {
  const place = searchedDestination(request.criteria);
  return apiGet(
    '/content/search-page.json',
    request.locale,
    { flow: request.flow, ...(place ? { [place.kind]: place.id } : {}) },
    'searchPageContent',
    signal,
  );
}

/**
 * Content and results together. A failed search leaves `results` null (the page says "Oops, something
 * went wrong"); content for an unknown place answers 404 and is thrown, like an aborted load.
 */
export async function loadSearchPage(request: SearchRequest, signal?: AbortSignal): Promise<SearchPageData> {
  const destination = loadDestination(request.criteria, request.locale, signal);
  const [content, place, results] = await Promise.all([
    loadSearchContent(request, signal),
    destination,
    loadResults(request, destination, signal).catch((error: unknown) => {
      if (isAbort(error)) throw error;
      console.error(error);
      return null;
    }),
  ]);
  return { key: searchKey(request), content, destination: place, results };
}

/** A destination typed before JavaScript loaded (the search box's plain form): its first suggestion. */
export async function withDestinationText(
  request: SearchRequest,
  text: string | null,
): Promise<SearchRequest> {
  if (!text?.trim()) return request;
  const groups = await apiGet(
    '/api/autocomplete-geonames.json',
    request.locale,
    { term: text.trim(), maxResults: 1 },
    'suggestionGroups',
  ).catch(() => []);
  const first = groups[0];
  const suggestion = first?.items[0];
  return first && suggestion
    ? { ...request, criteria: applyDestination(request.criteria, first.category, suggestion.id) }
    : request;
}

/** The box block between the results, where they show inline blocks (S-135). */
export async function loadBoxBlock(
  request: SearchRequest,
  isCustomerCare: boolean,
): Promise<BoxBlock | null> {
  if (!showsInlinePromoBlocks({ locale: request.locale, isCustomerCare })) return null;
  return apiGet('/api/cms/box-block-serp', request.locale, {}, 'boxBlock').catch((error: unknown) => {
    console.error(error);
    return null;
  });
}
