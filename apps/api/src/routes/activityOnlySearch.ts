import { activityOnlySearchQuerySchema, activityOnlySearchResponseSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { searchActivityOnly } from '../search/activityOnly';

/** POST search/activity-only.json: activity vouchers by activity centre (S-470). */
export const registerActivityOnlySearch: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/api/search/activity-only.json',
      operationId: 'searchActivityOnly',
      summary: 'Activity vouchers near a place or of a theme, grouped by activity centre',
      tag: 'search',
      query: activityOnlySearchQuerySchema,
      response: activityOnlySearchResponseSchema,
      errors: [404],
      cacheControl: 'no-store',
    },
    ({ query }) => searchActivityOnly(deps.search, query),
  );
};
