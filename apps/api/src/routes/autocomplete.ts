import { autocompleteQuerySchema, recommendedQuerySchema, suggestionGroupsSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { autocomplete, recommended } from '../search/autocomplete';
import { cached } from '../search/offers';

const DAY = 'public, max-age=86400';

/** Destination suggestions of the search box (S-030, S-472, G-60). */
export const registerAutocomplete: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/autocomplete-geonames.json',
      operationId: 'autocomplete',
      summary: 'Destinations and hotels matching a term, grouped by category',
      tag: 'search',
      query: autocompleteQuerySchema,
      response: suggestionGroupsSchema,
      cacheControl: DAY,
    },
    ({ query }) => cached(deps.search, 'autocomplete', query, () => autocomplete(deps.search, query)),
  );
  registry.add(
    {
      method: 'get',
      path: '/api/recommendedAutocomplete.json',
      operationId: 'recommendedAutocomplete',
      summary: 'Popular destinations for an empty or short query, the market’s country first',
      tag: 'search',
      query: recommendedQuerySchema,
      response: suggestionGroupsSchema,
      cacheControl: DAY,
    },
    ({ query }) => cached(deps.search, 'recommended', query, () => recommended(deps.search, query)),
  );
};
