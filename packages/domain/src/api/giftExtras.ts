import { z } from 'zod';
import { giftFormats } from '../criteria';
import { centsSchema, localeSchema } from './common';

// What a gift's format adds (001 §3 Gift price, Custom sub-element; §4 Gift format; §7; G-52,
// S-487): the physical format's shipping cost, and the extras a physical gift can carry.

/** GET /gateway/purchase/shipping-cost (G-52). */
export const shippingCostQuerySchema = z.object({
  locale: localeSchema,
  giftFormat: z.enum(giftFormats),
});

export const shippingCostSchema = z.object({
  giftFormat: z.enum(giftFormats),
  /** Added to a physical gift's price; 0 for a digital one. */
  amount: centsSchema,
  /** Added again when the gift is delivered outside the market's country. */
  internationalFee: centsSchema,
  /** Working days of delivery; null for an e-mailed gift. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type ShippingCost = z.infer<typeof shippingCostSchema>;

/** GET /gateway/sub-elements/available-custom-sub-elements (S-487). */
export const subElementsQuerySchema = z.object({ locale: localeSchema });

export const subElementCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** One option (or the standard one) rather than any number of them (S-279). */
  singleSelection: z.boolean(),
});
export type SubElementCategory = z.infer<typeof subElementCategorySchema>;

export const subElementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  recommendedByWed: z.boolean(),
  price: centsSchema,
  categoryId: z.number().int(),
});
export type SubElement = z.infer<typeof subElementSchema>;

export const subElementsResponseSchema = z.object({
  availableCustomSubElements: z.object({
    categories: z.array(subElementCategorySchema),
    subElements: z.array(subElementSchema),
  }),
});
export type AvailableSubElements = z.infer<typeof subElementsResponseSchema>['availableCustomSubElements'];
