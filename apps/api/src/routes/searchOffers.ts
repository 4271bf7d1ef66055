import { cardAutoDiscount, offersQuerySchema, offersResponseSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { automaticPromotionReader } from '../orders/promotions';
import { searchOffers } from '../search/offers';

/**
 * GET|POST offers.json: the search results (000 §7, G-46, S-466…S-468); outside gifting each card
 * carries the automatic discount while its code applies (S-159).
 */
export const registerSearchOffers: RegisterRoutes = (registry, deps) => {
  const automaticPromotion = automaticPromotionReader(deps.db, deps.now);
  registry.add(
    {
      method: ['get', 'post'],
      path: '/api/offers.json',
      operationId: 'searchOffers',
      summary:
        'Offers for the criteria: one page of cards (the best offers of each hotel), or every map marker; with dates only bookable stays at their final price. Outside gifting, while the automatic promotion code applies, each card carries it as autoDiscount {code, value} (S-159)',
      tag: 'search',
      query: offersQuerySchema,
      response: offersResponseSchema,
      errors: [404],
      cacheControl: 'no-store',
    },
    async ({ query }) =>
      searchOffers(
        deps.search,
        query,
        cardAutoDiscount(await automaticPromotion(), {
          isGifting: query.flow === 'gifting',
          today: deps.catalog.clock().date,
        }),
      ),
  );
};
