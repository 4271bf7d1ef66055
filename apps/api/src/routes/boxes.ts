import {
  boxCodeParamsSchema,
  boxDetailQuerySchema,
  boxDetailSchema,
  boxesSearchQuerySchema,
  boxesSearchResponseSchema,
  boxOffersQuerySchema,
  offersResponseSchema,
} from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { boxDetail, boxesOfMedium, boxOfCode, boxSummary, loadGiftBoxes } from '../cms/giftBoxes';
import { languageOf } from '../content/locale';
import { boxOffers } from '../search/boxOffers';

const BOXES = 'public, max-age=300, stale-while-revalidate=3600';

/** The box shop under the front gateway (001 §2.8, §7; S-484…S-486, G-52, G-53). */
export const registerBoxes: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/gateway/boxes/search',
      operationId: 'boxesSearch',
      summary:
        'The boxes a market sells in one medium, in listing order: its e-boxes (codes ending EBOX, S-298) by default, or its boxes sent by post',
      tag: 'boxes',
      query: boxesSearchQuerySchema,
      response: boxesSearchResponseSchema,
      cacheControl: BOXES,
    },
    async ({ query }) => {
      const lang = languageOf(query.locale);
      const boxes = boxesOfMedium(await loadGiftBoxes(deps.db), query.locale, query.medium);
      return { boxes: boxes.map((box) => boxSummary(box, lang)) };
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/gateway/boxes/:code/product-detail',
      operationId: 'boxDetail',
      summary:
        'A box by code (S-484, G-53): title, description, included content one line each, value, reference price and promo (S-299), images, its formats, what it is used for, and its page model; 404 for a code the market does not sell',
      tag: 'boxes',
      params: boxCodeParamsSchema,
      query: boxDetailQuerySchema,
      response: boxDetailSchema,
      errors: [404],
      cacheControl: BOXES,
    },
    async ({ params, query }) => {
      const boxes = await loadGiftBoxes(deps.db);
      return boxDetail(boxes, boxOfCode(boxes, params.code, query.locale), query.locale);
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/gateway/boxes/:code/offers',
      operationId: 'boxOffers',
      summary:
        'The stays a box is used for (S-486): giftable offers of its themes in its countries for its nights, one card per hotel, 8 per page; with performMapSearch every hotel as a marker with its location',
      tag: 'boxes',
      params: boxCodeParamsSchema,
      query: boxOffersQuerySchema,
      response: offersResponseSchema,
      errors: [404],
      cacheControl: 'public, max-age=60',
    },
    async ({ params, query }) => {
      const boxes = await loadGiftBoxes(deps.db);
      return boxOffers(deps.search, boxOfCode(boxes, params.code, query.locale), query);
    },
  );
};
