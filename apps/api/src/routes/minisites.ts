import { minisiteParamsSchema, minisiteSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { ApiError } from '../http/errors';
import { minisiteByUrl } from '../minisites/minisites';

/**
 * GET /api/minisites/{minisiteUrl}: a partner minisite's configuration (002 §2 Partner minisites,
 * §3 Partner minisite entry; S-437, S-438, G-09); 404 for a url no minisite has.
 */
export const registerMinisites: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/minisites/:minisiteUrl',
      operationId: 'minisite',
      summary:
        'A partner minisite by its url (002 §3 Partner minisite entry): its id, partner name, own locale (shown in it whatever the market path, G-09), banner images (desktop and mobile), logo, footer text with the offer conditions (S-440), theme input for resolveTheme and the search selection of its stays; 404 for an unknown url',
      tag: 'content',
      params: minisiteParamsSchema,
      response: minisiteSchema,
      errors: [404],
      cacheControl: 'public, max-age=60',
    },
    async ({ params }) => {
      const minisite = await minisiteByUrl(deps.db, params.minisiteUrl);
      if (!minisite)
        throw new ApiError(404, 'NOT_FOUND', 'Minisite not found', [
          { path: 'minisiteUrl', message: `No minisite ${params.minisiteUrl}` },
        ]);
      return minisite;
    },
  );
};
