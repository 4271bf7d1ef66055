import {
  shippingCostQuerySchema,
  shippingCostSchema,
  subElementsQuerySchema,
  subElementsResponseSchema,
} from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { availableSubElements, shippingCostOf } from '../gifts/extras';

/** What a gift's format adds, under the front gateway (001 §4 Gift format, §7; G-52, S-487). */
export const registerGiftExtras: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/gateway/purchase/shipping-cost',
      operationId: 'shippingCost',
      summary:
        "What a gift's format adds in a market (G-52): nothing for the digital format; for the physical one its cost, the fee for a delivery abroad and the working days of delivery; 503 while the physical format is not sold (S-261)",
      tag: 'purchase',
      query: shippingCostQuerySchema,
      response: shippingCostSchema,
      errors: [503],
      cacheControl: 'public, max-age=60',
    },
    async ({ query }) => (await shippingCostOf(deps.db, query.locale, query.giftFormat)).cost,
  );
  registry.add(
    {
      method: 'get',
      path: '/gateway/sub-elements/available-custom-sub-elements',
      operationId: 'availableCustomSubElements',
      summary:
        'The extras a physical gift can carry (S-487): categories (single or multiple selection) and their options with price, picture and recommendation, in the market’s language',
      tag: 'purchase',
      query: subElementsQuerySchema,
      response: subElementsResponseSchema,
      cacheControl: 'public, max-age=300',
    },
    async ({ query }) => ({ availableCustomSubElements: await availableSubElements(deps.db, query.locale) }),
  );
};
