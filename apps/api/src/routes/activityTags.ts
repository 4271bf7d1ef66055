import { activityTagsQuerySchema, activityTagsSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { activityTags } from '../search/activityTags';

/** GET activities.json: names of activity tags for the activity filter (G-47). */
export const registerActivityTags: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/activities.json',
      operationId: 'activityTags',
      summary: 'Names of activity tags, so selected activities keep their names even at count 0',
      tag: 'search',
      query: activityTagsQuerySchema,
      response: activityTagsSchema,
      cacheControl: 'public, max-age=86400',
    },
    ({ query }) => activityTags(deps.search, query.ids, query.locale),
  );
};
