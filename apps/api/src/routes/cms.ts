import {
  announcementBannersQuerySchema,
  announcementBannersSchema,
  boxBlockSchema,
  contentQuerySchema,
  localeSchema,
  promoBarsResponseSchema,
  targetedBannerQuerySchema,
  targetedBannersResponseSchema,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { announcementBanners, targetedBanners } from '../cms/banners';
import { boxBlock, loadGiftBoxes } from '../cms/giftBoxes';
import { promoBars } from '../cms/promoBars';

const CONTENT = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The CMS blocks of the API: promo bars (S-502), the box block of result pages (S-475), announcement
 * banners (S-493) and targeted banners (S-474).
 */
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
  registry.add(
    {
      method: 'get',
      path: '/gateway/content-boxes-block/:locale',
      operationId: 'contentBoxesBlock',
      summary:
        "The front gateway's box blocks of a locale (S-494): a list holding the locale's box block, the same as box-block-serp answers; an unknown locale is a 400 whose message and issues say why",
      tag: 'content',
      params: z.object({ locale: localeSchema }),
      response: z.array(boxBlockSchema),
      cacheControl: CONTENT,
    },
    async ({ params }) => [boxBlock(await loadGiftBoxes(deps.db), params.locale)],
  );
  registry.add(
    {
      method: 'get',
      path: '/gateway/cms/announcementBanner',
      operationId: 'announcementBanners',
      summary:
        'The announcement banners keyed by homePages, searchPages and productPages: each entry has a flow, a locale, its banners (rich text built through an allow-list of bold, italic and links, a colour variation, a link url) and its localizations; every locale, or the one asked for',
      tag: 'content',
      query: announcementBannersQuerySchema,
      response: announcementBannersSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => announcementBanners(query.locale),
  );
  registry.add(
    {
      method: 'get',
      path: '/content/targetedBanner.json',
      operationId: 'targetedBanners',
      summary:
        'The targeted banners of a page (G-51): those for its locale, page and flow whose department, theme (displayBannerWithThisThematic), city, country, region and "less than 2h" are left open or are the query\'s (a city counts as being in its department, region and country), the most specific first; calls to action flattened as cta1…cta3',
      tag: 'content',
      query: targetedBannerQuerySchema,
      response: targetedBannersResponseSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => targetedBanners(query),
  );
};
