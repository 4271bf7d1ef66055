import { boxBlockSchema, contentQuerySchema, promoBarsResponseSchema } from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { boxBlock, loadGiftBoxes } from '../cms/giftBoxes';
import { promoBars } from '../cms/promoBars';

const CONTENT = 'public, max-age=3600, stale-while-revalidate=86400';

/** The CMS blocks of the API: promo bars (S-502) and the box block of result pages (S-475). */
export const registerCms: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/cms/promoBars',
      operationId: 'promoBars',
      summary:
        'The promo bars of the locale, each for a flow and some pages; the page shows the first that matches',
      tag: 'content',
      query: contentQuerySchema,
      response: promoBarsResponseSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => promoBars(query.locale),
  );
  registry.add(
    {
      method: 'get',
      path: '/api/cms/box-block-serp',
      operationId: 'boxBlock',
      summary:
        'The gift box block shown between search results: its copy and the digital boxes (codes ending EBOX) of the locale, with their promo rounded up and shown above 5 % only',
      tag: 'content',
      query: contentQuerySchema,
      response: boxBlockSchema,
      cacheControl: CONTENT,
    },
    async ({ query }) => boxBlock(await loadGiftBoxes(deps.db), query.locale),
  );
};
