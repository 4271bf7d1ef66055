import { offersQuerySchema, offersResponseSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { searchOffers } from '../search/offers';

/** GET|POST offers.json: the search results (000 §7, G-46, S-466…S-468). */
export const registerSearchOffers: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: ['get', 'post'],
      path: '/api/offers.json',
      operationId: 'searchOffers',
      summary:
        'Offers for the criteria: one page of cards (the best offers of each hotel), or every map marker; with dates only bookable stays at their final price',
      tag: 'search',
      query: offersQuerySchema,
      response: offersResponseSchema,
      errors: [404],
      cacheControl: 'no-store',
    },
    ({ query }) => searchOffers(deps.search, query),
  );
};
