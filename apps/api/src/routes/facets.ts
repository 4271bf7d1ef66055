import { facetsQuerySchema, facetsResponseSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { searchFacets } from '../search/facets';

/** GET facets.json: the filter facets of a search (000 §3, §7, S-464, S-465). */
export const registerFacets: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/facets.json',
      operationId: 'searchFacets',
      summary:
        'Facets of the criteria; each count is the totalCount offers.json answers with that facet set to that value alone',
      tag: 'search',
      query: facetsQuerySchema,
      response: facetsResponseSchema,
      errors: [404],
      cacheControl: 'no-store',
    },
    ({ query }) => searchFacets(deps.search, query),
  );
};
