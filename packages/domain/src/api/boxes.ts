import { z } from 'zod';
import { giftFormats } from '../criteria';
import { BOX_OFFERS_PAGE_SIZE } from '../giftBoxes';
import { centsSchema, imageSchema, localeSchema, queryBoolean, queryInt } from './common';
import { imagesBySizeSchema, pageModelSchema } from './offer';

// The gift boxes of the box shop (001 §2.8, §3 Box product detail, §7; S-484…S-486, G-52, G-53),
// under the front gateway: the listing by medium, a box by code, and the stays a box is used for.

export const boxesSearchQuerySchema = z.object({
  locale: localeSchema,
  medium: z
    .enum(giftFormats)
    .default('digital')
    .describe('digital (default): the e-boxes, codes ending EBOX (S-298); physical: the boxes sent by post'),
});

export const boxCodeParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Z0-9]{2,24}$/, 'A box code: capital letters and digits')
    .describe('The box code: {family}EBOX for the e-box, {family}BOX for the physical box'),
});

/** A box as the listing and the detail page show it (001 §3 Box product detail, listing variant). */
export const boxSummarySchema = z.object({
  code: z.string(),
  format: z.enum(giftFormats),
  title: z.string(),
  description: z.string(),
  /** Newline-separated, one line each (S-300). */
  includedContent: z.string(),
  /** The price paid, cents. */
  value: centsSchema,
  /** The price a promotion is computed from, when the box is on promotion. */
  referencePrice: centsSchema.nullable(),
  price: z.object({
    sellPrice: centsSchema,
    referencePrice: centsSchema.nullable(),
    /** Percent, rounded up; 0 at 5 % or less (S-299). */
    promo: z.number().int().min(0).max(100),
  }),
  images: z.array(imageSchema).min(1),
  mainBySize: z.object({ '120_80': z.string(), '640_360': z.string(), '960_540': z.string() }),
  slug: z.string(),
  /** `/gifts/p/{slug}/{code}`, under the market root. */
  uri: z.string(),
  nights: z.number().int().positive(),
  people: z.number().int().positive(),
  validityMonths: z.number().int().positive(),
  rating: z.number().min(0).max(10).nullable(),
  ratingCount: z.number().int().min(0),
  searchCriteria: z.object({ subthemas: z.array(z.number().int()) }),
});
export type BoxSummary = z.infer<typeof boxSummarySchema>;

/** GET /gateway/boxes/search?locale&medium (S-485). */
export const boxesSearchResponseSchema = z.object({ boxes: z.array(boxSummarySchema) });
export type BoxesSearchResponse = z.infer<typeof boxesSearchResponseSchema>;

export const boxDetailQuerySchema = z.object({ locale: localeSchema });

/** GET /gateway/boxes/{code}/product-detail?locale (S-484). */
export const boxDetailSchema = boxSummarySchema.extend({
  /** The same box in the other format, when it is sold in both (S-294). */
  formats: z.array(z.object({ format: z.enum(giftFormats), code: z.string(), uri: z.string() })),
  searchCriteriaProperties: z.object({
    themes: z.array(z.number().int()),
    /** The countries of the hotels taking the box; all when empty. */
    countries: z.array(z.string()),
    nights: z.number().int().positive(),
  }),
  imagesBySize: imagesBySizeSchema,
  pageModel: pageModelSchema,
});
export type BoxDetail = z.infer<typeof boxDetailSchema>;

/** GET /gateway/boxes/{code}/offers (S-486): a page of the stays the box is used for, or their markers. */
export const boxOffersQuerySchema = z.object({
  locale: localeSchema,
  page: queryInt(0, 100_000).default(0).describe('Zero-based'),
  limit: queryInt(1, 48).default(BOX_OFFERS_PAGE_SIZE).describe('Cards per page (8, S-297)'),
  performMapSearch: queryBoolean
    .default(false)
    .describe('true: every hotel the box is used in as a map marker (location lat/lng), not cards'),
});
