import { z } from 'zod';
import { centsSchema, imageSchema, localeSchema } from './common';
import { breadcrumbItemSchema, imagesBySizeSchema, pageModelSchema } from './offer';

// The standalone activity page (001 §2.7, §3 Activity-only detail; S-482, S-483, G-53).

export const activityOnlyQuerySchema = z.object({ locale: localeSchema });

/** An activity centre: the hotel that hosts the activity. `uri` is under the market root. */
export const activityCenterSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  location: z.string(),
  uri: z.string(),
  star: z.number().int(),
  main: z.boolean(),
});

/** One pax count's price; the promo shows from 5 % (activity-only threshold, S-147). */
export const activityOnlyPriceSchema = z.object({
  paxComposition: z.object({ adults: z.number().int().positive() }),
  sellPrice: centsSchema,
  barPrice: centsSchema,
  promoPercentageRounded: z.number().int().min(0).max(100),
  moneySaved: centsSchema,
});

export const activityOnlyDetailSchema = z.object({
  id: z.number().int(),
  uri: z.string(),
  /** false: the page shows "Too late" instead of the purchase panel (S-287). */
  published: z.boolean(),
  label: z.string(),
  description: z.string(),
  images: z.array(imageSchema),
  imagesBySize: imagesBySizeSchema,
  activities: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      detailList: z.array(z.string()),
      whyList: z.array(z.string()),
      how: z.string(),
      duration: z.number().int().nullable(),
      schedules: z.array(z.string()),
      activityCenter: activityCenterSchema,
    }),
  ),
  mainActivityCenter: z.object({
    id: z.number().int(),
    label: z.string(),
    stars: z.number().int(),
    location: z.object({
      label: z.string(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  }),
  schedules: z.array(z.string()),
  importantInformation: z.array(z.string()),
  /** By pax count, ascending: the stepper runs from the lowest to the highest (S-288). */
  prices: z.array(activityOnlyPriceSchema),
  breadCrumb: z.array(breadcrumbItemSchema),
  pageModel: pageModelSchema,
});
export type ActivityOnlyDetail = z.infer<typeof activityOnlyDetailSchema>;

/** GET activities/{id}/images.json (S-483). */
export const activityImagesSchema = z.object({ id: z.number().int(), images: z.array(imageSchema) });
