import { contentQuerySchema, themesResponseSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { themesOf } from '../cms/themes';

/** The themes of the theme selector (002 §3 Theme, S-022). */
export const registerThemes: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/themes.json',
      operationId: 'themes',
      summary: 'The themes (id, name in the locale, icon name), in the catalog’s order',
      tag: 'content',
      query: contentQuerySchema,
      response: themesResponseSchema,
      cacheControl: 'public, max-age=86400',
    },
    ({ query }) => themesOf(deps.search, query.locale),
  );
};
