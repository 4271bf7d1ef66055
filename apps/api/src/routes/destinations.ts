import { destinationParamsSchema, destinationQuerySchema, destinationSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { destination } from '../search/destinations';

/** GET destinations/{kind}/{id}.json: a place and its parents, for the fallback ladder (S-161…S-164). */
export const registerDestinations: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/destinations/:kind/:id{[A-Za-z0-9_-]+\\.json}',
      operationId: 'destination',
      summary: 'A destination (or a hotel) with its coordinates, distance bounds and parents',
      tag: 'search',
      params: destinationParamsSchema,
      query: destinationQuerySchema,
      response: destinationSchema,
      errors: [404],
      cacheControl: 'public, max-age=86400',
    },
    ({ params, query }) => destination(deps.search, params.kind, params.id, query.locale),
  );
};
