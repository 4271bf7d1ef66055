import { z } from 'zod';
import { HORIZON_MONTHS } from '../calendar';
import {
  centsSchema,
  imageSchema,
  isoDateSchema,
  isoMonthSchema,
  localeSchema,
  queryBoolean,
  queryInt,
  queryList,
} from './common';
import { availabilityDaysSchema, hotelDetailSchema } from './hotel';
import {
  activitySchema,
  breadcrumbItemSchema,
  breakfastSchema,
  cancellationPolicySchema,
  imagesBySizeSchema,
  MAX_QUERY_NIGHTS,
  offerPriceSchema,
  pageModelSchema,
  paxQueryShape,
  programLineSchema,
  refineStayQuery,
  reviewSummarySchema,
  stayQueryShape,
  stayRoomSchema,
} from './offer';
import { reviewSchema } from './reviews';

// The stay product page and its calls (001 §2.5, §3, §7; G-48, G-52).

/** The message of a quote that cannot be sold (S-248). */
export const NOT_BOOKABLE_MESSAGE = 'The offer is not bookable with these criterias';

const stayQuery = { locale: localeSchema, ...stayQueryShape, ...paxQueryShape };

/** GET weekend/{id}/detail.json (S-469, S-480, S-481). */
export const offerDetailQuerySchema = z
  .object({ ...stayQuery, fetchPageModel: queryBoolean.default(false) })
  .superRefine(refineStayQuery());

/** 001 §3 Offer detail: the popup and map info card of an offer. */
export const offerDetailSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  active: z.boolean(),
  headwords: z.array(z.string()),
  hotel: z.object({
    id: z.number().int(),
    label: z.string(),
    stars: z.number().int(),
    review: reviewSummarySchema,
    location: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
    checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
    importantInfos: z.array(z.string()),
  }),
  images: z.array(imageSchema),
  imagesBySize: imagesBySizeSchema,
  programLine: z.array(programLineSchema),
  activities: z.array(activitySchema),
  breakfast: breakfastSchema.nullable(),
  room: stayRoomSchema,
  /** Final for the dates asked, else the from-price; null when it cannot be sold for them. */
  price: offerPriceSchema.nullable(),
  cancellationPolicy: cancellationPolicySchema,
  possibleNights: z.object({ start: z.number().int(), end: z.number().int() }),
  pageModel: pageModelSchema.optional(),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** GET weekend/{id}/packageCheckoutNights.json (S-471): `length` caps the nights answered. */
export const checkoutNightsQuerySchema = z.object({
  locale: localeSchema,
  checkin: isoDateSchema,
  length: queryInt(1, MAX_QUERY_NIGHTS).optional().describe('The longest stay wanted, in nights'),
  ...paxQueryShape,
});
/** The night counts a stay from that checkin can be sold for, ascending. */
export const checkoutNightsSchema = z.array(z.number().int().positive());

/** GET weekend/{id}/availabilities.json (G-48). */
export const offerAvailabilityQuerySchema = z.object({
  locale: localeSchema,
  month: isoMonthSchema
    .optional()
    .describe('YYYY-MM, from this month to a year ahead; this month by default'),
  length: queryInt(1, HORIZON_MONTHS).default(1).describe('Months, 1 to 12'),
  nights: queryInt(1, MAX_QUERY_NIGHTS)
    .optional()
    .describe(
      'The gift calendar (S-268): each day priced for a stay of exactly this many nights; a day whose minimum stay is longer answers only its minLos',
    ),
  ...paxQueryShape,
});
export const offerAvailabilitySchema = z.object({
  days: availabilityDaysSchema,
  /** The offer's minimum and maximum stay in nights. */
  possibleNights: z.object({ start: z.number().int(), end: z.number().int() }),
});
export type OfferAvailability = z.infer<typeof offerAvailabilitySchema>;

/** One item of "Your stay includes" (001 §3 Package summary). */
export const packageItemSchema = z.object({
  title: z.string(),
  imageUrl: z.string().nullable(),
  icon: z.string(),
  activityParticipantsLabel: z.string().nullable(),
  duration: z.number().int().nullable(),
  repeated: z.boolean(),
  displayPax: z.boolean(),
  how: z.string().nullable(),
  activityId: z.number().int().nullable(),
});

export const productQuerySchema = z.object({ locale: localeSchema, ...paxQueryShape });

/** GET product/{id} (G-52): the stay product page model, priced from its from-price. */
export const productSchema = z.object({
  offer: z.object({
    id: z.number().int(),
    label: z.string(),
    /** false: the page shows the expired view with the hotel's other offers. */
    active: z.boolean(),
    itemCategory: z.literal('weekend'),
    hotelOnly: z.boolean(),
    headwords: z.array(z.string()),
    marketingLabels: z.array(z.string()),
    themes: z.array(z.number().int()),
    images: z.array(imageSchema),
    imagesBySize: imagesBySizeSchema,
  }),
  hotel: hotelDetailSchema,
  breadcrumb: z.array(breadcrumbItemSchema),
  packageSummary: z.object({
    room: packageItemSchema,
    breakfasts: packageItemSchema.nullable(),
    dinners: packageItemSchema.nullable(),
    activities: z.array(packageItemSchema),
    /** Activities this offer adds to the hotel's same package without them (its upsell extras). */
    extra: z.array(packageItemSchema),
  }),
  /** The offer this one adds its extras to: removing them leads back to it (S-307); null for a base offer. */
  upsellOf: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  programLine: z.array(programLineSchema),
  activities: z.array(activitySchema),
  breakfast: breakfastSchema.nullable(),
  room: stayRoomSchema,
  practicalInfo: z.object({
    checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
    breakfastHours: z.string().nullable(),
    activitySchedules: z.array(
      z.object({ activityId: z.number().int(), title: z.string(), schedules: z.array(z.string()) }),
    ),
  }),
  cancellation: z.object({
    cancellable: z.boolean(),
    /** Free cancellation until this many days before the checkin. */
    daysBeforeCheckin: z.number().int().nullable(),
  }),
  gift: z.object({
    giftable: z.boolean(),
    nights: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  price: offerPriceSchema.nullable(),
  reviews: z.object({
    score: z.number().nullable(),
    count: z.number().int(),
    /** The 4 latest reviews with a positive comment (S-398). */
    highlights: z.array(reviewSchema).max(4),
  }),
  pageModel: pageModelSchema,
});
export type ProductPage = z.infer<typeof productSchema>;

/** GET product/{id}/offers (S-478). */
export const productOffersQuerySchema = z.object(stayQuery).superRefine(refineStayQuery());

/** 001 §3 Offer list item. */
export const offerListItemSchema = z.object({
  weekendId: z.number().int(),
  label: z.string(),
  headwords: z.array(z.string()),
  image: imageSchema,
  /** The offer the call was made for. */
  current: z.boolean(),
  priceInfo: offerPriceSchema,
  cancellationPolicy: cancellationPolicySchema,
});
/** The hotel's offers for sale for the criteria, cheapest first, the asked one included. */
export const productOffersSchema = z.object({ offers: z.array(offerListItemSchema) });
export type OfferListItem = z.infer<typeof offerListItemSchema>;
export type ProductOffers = z.infer<typeof productOffersSchema>;

/** `{activityId}_{YYYY-MM-DD}`: a chosen activity date (S-240). */
export const activitySelectionSchema = z
  .string()
  .regex(/^\d{1,9}_\d{4}-\d{2}-\d{2}$/, 'Expected {activityId}_{YYYY-MM-DD}');

/** GET product/{id}/quote (S-479): checkin and nights are required. */
export const quoteQuerySchema = z
  .object({ ...stayQuery, activitySelectionList: queryList(activitySelectionSchema).default([]) })
  .superRefine(refineStayQuery(true));

/** 001 §3 Quote; a stay that cannot be sold answers 422 NOT_BOOKABLE_MESSAGE instead. */
export const quoteSchema = z.object({
  bookable: z.literal(true),
  priceInfo: offerPriceSchema.extend({
    /** The lowest price of the same stay in the 30 days before today (EU price rules); null without history. */
    lowestPrice30Days: centsSchema.nullable(),
  }),
  reservationCriteria: z.object({
    offerId: z.number().int(),
    pax: z.object({
      numberOfAdults: z.number().int(),
      numberOfChildren: z.number().int(),
      numberOfBabies: z.number().int(),
    }),
    travelPeriod: z.object({ checkinDate: isoDateSchema, checkoutDate: isoDateSchema }),
    activityDaySelections: z.array(z.object({ activityId: z.number().int(), date: isoDateSchema })),
  }),
  /** G-42; null without tax data: "Price doesn't include local tax to pay on site" (S-229). */
  localTaxTotalAmount: centsSchema.nullable(),
  /** "Price for 2 rooms" when the party needs more than one room. */
  roomsAmountMessage: z.string().nullable(),
  programLineList: z.array(programLineSchema),
  cancellationPolicy: cancellationPolicySchema,
  /** The days each activity can be booked on; `value` is what activitySelectionList takes. */
  activityDates: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      dates: z.array(z.object({ value: activitySelectionSchema, date: isoDateSchema })),
    }),
  ),
});
export type ProductQuote = z.infer<typeof quoteSchema>;

/** GET product/{id}/upsells. */
export const upsellsQuerySchema = productOffersQuerySchema;

/** 001 §3 Upsell: another offer of the same hotel and room that adds activities. */
export const upsellSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /**
   * Its price minus the offer's for the same stay (the dates or nights asked, else the shortest
   * both sell), rounded up to the euro (001 §9).
   */
  priceDifference: centsSchema,
  /** The same difference for each length of stay both offers sell (from-prices), keyed by nights. */
  priceDifferencePerLos: z.record(z.string().regex(/^\d+$/), centsSchema),
  programLines: z.array(programLineSchema),
  /** The activities it adds. */
  activityIds: z.array(z.number().int()),
  imagesBySize: imagesBySizeSchema,
});
export type Upsell = z.infer<typeof upsellSchema>;
export const upsellsSchema = z.object({ upsells: z.array(upsellSchema) });
export type ProductUpsells = z.infer<typeof upsellsSchema>;

/** GET product/{id}/gift-price (G-52): a gift of this many nights for 2 people. */
export const giftPriceQuerySchema = z.object({
  locale: localeSchema,
  nights: queryInt(1, MAX_QUERY_NIGHTS).describe('The gift’s nights'),
});

/** A price bucket (S-270): 1 Essential, 2 Serenity, 3 Liberty. */
export const priceBucketSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** 001 §3 Gift price: the minimum fare, each bucket's price (S-270) and the availability upsell (S-267). */
export const giftPriceSchema = z.object({
  nights: z.number().int(),
  /** The minimum fare (cents): the Essential bucket. */
  lowTierPrice: centsSchema,
  /** Each bucket's price (cents), Essential first. */
  sellPrices: z.array(z.object({ bucket: priceBucketSchema, sellPrice: centsSchema })),
  /** The gift's price with the availability upsell (cents). */
  upsellAvailabilityPrice: centsSchema,
  /** What the availability upsell adds (cents); 0 when it would cover no more dates. */
  extraUpsellAvailabilityAmount: centsSchema,
});
export type GiftPrice = z.infer<typeof giftPriceSchema>;
