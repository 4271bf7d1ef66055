import type { AutoDiscount, OffersQuery, OffersResponse } from '@escale/domain';
import { markers, pageCards } from './cards';
import { candidates, resultCount, results } from './engine';
import type { SearchIndex } from './index';
import { resolveSearch, type Search } from './query';

/**
 * An answer from the cache, or built and kept. The key is the normalised query with the prices
 * version (SearchIndex.pricesVersion): see the cache’s comment in index.ts.
 */
export function cached<T extends object>(index: SearchIndex, kind: string, key: unknown, build: () => T): T {
  const cacheKey = `${kind}|${index.pricesVersion()}|${JSON.stringify(key)}`;
  const hit = index.answers.get(cacheKey);
  if (hit) return hit as T;
  const answer = build();
  index.answers.set(cacheKey, answer);
  return answer;
}

/**
 * offers.json: one page of cards, or every marker (S-466, S-467, G-46); each card carries the
 * automatic discount given (S-159), which the caller leaves null in gifting (cardAutoDiscount).
 */
export function searchOffers(
  index: SearchIndex,
  query: OffersQuery,
  autoDiscount: AutoDiscount | null = null,
): OffersResponse {
  return withAutoDiscount(offersOf(index, resolveSearch(index, query)), autoDiscount);
}

/** The answer's cards with the automatic discount; the cached answer itself is left as it is. */
export function withAutoDiscount(answer: OffersResponse, autoDiscount: AutoDiscount | null): OffersResponse {
  if (!autoDiscount?.code) return answer;
  const discount = { code: autoDiscount.code, value: autoDiscount.value };
  return {
    ...answer,
    exactMatch: answer.exactMatch.map((entry) =>
      'uri' in entry ? { ...entry, autoDiscount: discount } : entry,
    ),
  } as OffersResponse;
}

/** The answer of a resolved search: a page of cards, or every marker. */
export function offersOf(index: SearchIndex, search: Search): OffersResponse {
  return cached(index, 'offers', search, () => {
    const all = candidates(index, search);
    // A page needs at most one hotel per card up to its last; the map needs every hotel.
    const hotels = results(search, all, search.map ? undefined : (search.page + 1) * search.limit);
    return {
      exactMatch: search.map ? markers(hotels) : pageCards(index, search, hotels),
      searchDetails: {
        checkin: search.stay?.checkin ?? null,
        night: search.stay?.nights ?? search.nights,
        adult: search.pax.adults,
        child: search.pax.children,
        baby: search.pax.babies,
        hotelId: search.hotelId,
        totalCount: search.map ? hotels.length : resultCount(search, all),
        page: search.page,
        limit: search.limit,
      },
    };
  });
}
