import { z } from 'zod';
import { HORIZON_MONTHS } from '../calendar';
import { centsSchema, imageSchema, isoDateSchema, isoMonthSchema, localeSchema, queryInt } from './common';
import {
  breadcrumbItemSchema,
  cancellationPolicySchema,
  localTaxSchema,
  offerPriceSchema,
  pageModelSchema,
  paxQueryShape,
  refineStayQuery,
  reviewSummarySchema,
  stayQueryShape,
} from './offer';

// The hotel page (001 §2.3, §3 Hotel record, Hotel (detail), Room (hotel page), Room offer; G-52).

/** The eco block shows from this many eco facilities (S-212). */
export const ECO_BLOCK_MIN_FACILITIES = 8;
/** The nearby hotels carousel holds up to 9 hotels (3 pages of 3, S-210). */
export const NEARBY_HOTELS_LIMIT = 9;

export const hotelQuerySchema = z
  .object({ locale: localeSchema, ...stayQueryShape, ...paxQueryShape })
  .superRefine(refineStayQuery());

/** 001 §3 Hotel (detail): what the hotel page and the product page show of a hotel. */
export const hotelDetailSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  stars: z.number().int().min(1).max(5),
  active: z.boolean(),
  description: z.string(),
  location: z.object({
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    region: z.string().nullable(),
    /** "City, Region": the location line of the page. */
    label: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  review: reviewSummarySchema,
  highlightedFacilities: z.array(z.object({ code: z.string(), label: z.string() })),
  facilities: z.array(z.string()),
  /** Names of the eco facilities; the eco block shows from ECO_BLOCK_MIN_FACILITIES (S-212). */
  ecoFacilities: z.array(z.string()),
  infoGeneral: z.array(z.object({ code: z.string(), label: z.string(), facilities: z.array(z.string()) })),
  policy: z.object({
    petsAllowed: z.boolean(),
    petsPrice: centsSchema.nullable(),
    petsMaxWeight: z.number().int().nullable(),
    petsMaxNumberOfPets: z.number().int().min(1),
  }),
  /** Arrival from and departure until, HH:mm. */
  checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
  breakfastHours: z.string().nullable(),
  importantInfos: z.array(z.string()),
  /** null without tax data: "Price doesn't include local tax to pay on site" (S-229). */
  localTax: localTaxSchema.nullable(),
  /** Offers on sale at the hotel. */
  legacyPackageCount: z.number().int().min(0),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

/** 001 §3 Room offer: priced for the dates asked (final) or from its from-price. */
export const roomOfferSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  nights: z.number().int(),
  price: offerPriceSchema,
  checkin: isoDateSchema,
  paxCount: z.number().int(),
  hasSelectedDates: z.boolean(),
  /** What the package adds to the room: "2 breakfasts for 2 people, Hot stone massage". */
  shortProgramIntroWithoutRoom: z.string(),
  cancellationPolicy: cancellationPolicySchema,
});

/** 001 §3 Room (hotel page); rooms without an offer to sell for the criteria are left out. */
export const hotelRoomSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  /** Square metres. */
  size: z.number().int(),
  type: z.string(),
  capacity: z.number().int(),
  highlights: z.array(z.string()),
  images: z.array(imageSchema),
  offers: z.array(roomOfferSchema),
});

/** 001 §3 Offer, as a card of the hotel's offers. */
export const hotelWeekendSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  image: imageSchema,
  headwords: z.array(z.string()),
  price: offerPriceSchema,
  cancellationPolicy: cancellationPolicySchema,
});

export const nearbyHotelSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  stars: z.number().int(),
  review: reviewSummarySchema,
  location: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
  /** Kilometres from the hotel, one decimal (the label rounds it, 000 §9). */
  distance: z.number(),
  image: imageSchema,
  /** The cheapest offer and its from-price. */
  weekendId: z.number().int(),
  price: offerPriceSchema,
});

export const hotelPageSchema = hotelDetailSchema.extend({
  breadcrumb: z.array(breadcrumbItemSchema),
  images: z.array(imageSchema),
  rooms: z.array(hotelRoomSchema),
  weekends: z.array(hotelWeekendSchema),
  nearbyHotels: z.array(nearbyHotelSchema).max(NEARBY_HOTELS_LIMIT),
  /** The criteria the offers are priced for. */
  criteria: z.object({
    checkin: isoDateSchema.nullable(),
    nights: z.number().int().nullable(),
    adult: z.number().int(),
    child: z.number().int(),
    baby: z.number().int(),
    hasSelectedDates: z.boolean(),
  }),
  pageModel: pageModelSchema,
});
export type HotelPage = z.infer<typeof hotelPageSchema>;

/**
 * The hotel's calendar (S-477): `length` months from `month`, which lies between this month and
 * the horizon a year ahead (this month by default).
 */
export const hotelAvailabilityQuerySchema = z.object({
  locale: localeSchema,
  month: isoMonthSchema
    .optional()
    .describe('YYYY-MM, from this month to a year ahead; this month by default'),
  length: queryInt(1, HORIZON_MONTHS).default(1).describe('Months, 1 to 12'),
  ...paxQueryShape,
});

/**
 * One checkin day: the price of the shortest stay from it (the cheapest offer's on the hotel
 * calendar); null when nothing can start that day. Every field is always answered; the schema
 * keeps them optional to match the calendar's `DayAvailability`.
 */
export const availabilityDaySchema = z
  .object({
    /** Whole euros, rounded up. */
    price: z.string().optional(),
    amount: centsSchema.optional(),
    minLos: z.number().int().min(1).optional(),
    promo: z.number().int().min(0).optional(),
    bestPriceOfTheMonth: z.boolean().optional(),
  })
  .nullable();

export const availabilityDaysSchema = z.record(isoDateSchema, availabilityDaySchema);

/** 001 §3 Availability result. Months are YYYY-MM; next and previous are null beyond the calendar. */
export const hotelAvailabilitySchema = z.object({
  id: z.number().int(),
  days: availabilityDaysSchema,
  requestedMonths: z.array(isoMonthSchema),
  stepLength: z.number().int(),
  prevMonth: isoMonthSchema.nullable(),
  nextMonth: isoMonthSchema.nullable(),
  minMonth: isoMonthSchema,
  maxMonth: isoMonthSchema,
  adult: z.number().int(),
  child: z.number().int(),
  baby: z.number().int(),
});
export type HotelAvailability = z.infer<typeof hotelAvailabilitySchema>;
