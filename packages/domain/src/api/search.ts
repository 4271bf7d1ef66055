import { z } from 'zod';
import { DESTINATION_KEYS, giftFormats } from '../criteria';
import { itemCategories, priceTypes } from '../entities';
import { sortKeys } from '../flows';
import { cardGalleryLimit } from '../gallery';
import { resultPageSize } from '../pagination';
import {
  centsSchema,
  idSchema,
  imageSchema,
  isoDateSchema,
  localeSchema,
  numericIdSchema,
  queryBoolean,
  queryInt,
  queryList,
} from './common';
import { paxQueryShape, refineStayQuery, type StayQuery, stayQueryShape } from './offer';

// The search side of the API (000 §3, §7; G-11, G-46, G-47, G-60): offers.json, facets.json,
// search/activity-only.json, autocomplete, destinations and activity tags. Amounts are cents.

/** The most cards or hotels one page holds. */
export const MAX_PAGE_LIMIT = 100;
/** Offers per hotel in activity-only results (000 §9). */
export const ACTIVITY_ONLY_PACKAGES_PER_HOTEL = 20;
/** The most suggestions autocomplete answers (000 §7 maxResults=30). */
export const MAX_AUTOCOMPLETE_RESULTS = 30;

const destinationKeyFields = Object.fromEntries(
  DESTINATION_KEYS.map((key) => [
    key,
    idSchema
      .optional()
      .describe(
        key === 'hotel'
          ? 'A hotel id: that hotel only; with distanceMax, hotels around it'
          : `A ${key} id (as autocomplete answers it): the hotels in it; with distanceMax, the hotels within distanceMax km of its coordinates instead`,
      ),
  ]),
) as Record<(typeof DESTINATION_KEYS)[number], z.ZodOptional<typeof idSchema>>;

const km = z.coerce.number().min(0).max(5000);
const ids = queryList(idSchema);

/**
 * The criteria of a search (000 §3 and its filters), in the query-string form (`stars=4,5`,
 * `petsAllowed=true`) or the JSON form (`"stars": [4, 5]`).
 */
export const searchCriteriaShape = {
  locale: localeSchema.describe('Labels and names in this market’s language (S-460)'),
  ...paxQueryShape,
  ...stayQueryShape,
  s: queryBoolean
    .optional()
    .describe('Ignored: the single-room flag follows the children and babies (000 §3)'),
  flow: paxQueryShape.flow.describe(
    'booking (default): packages and hotel-only nights; gifting: giftable offers sold as single vouchers for 2 adults, 0 children, 0 babies whatever a/c/b say (S-053), without dates, priced for giftNights; hotel: as booking, with each hotel’s hotel-only offers first; activity: as booking (activity vouchers are searched by search/activity-only.json)',
  ),
  ...destinationKeyFields,
  lat: z.coerce.number().min(-90).max(90).optional().describe('With lng: a point to search around'),
  lng: z.coerce.number().min(-180).max(180).optional().describe('With lat: a point to search around'),
  distanceMin: km
    .optional()
    .describe('Km from the point (lat/lng or the destination’s coordinates), haversine'),
  distanceMax: km
    .optional()
    .describe('Km from the point; with a destination key it replaces the destination by this radius'),
  theme: queryInt(1).optional().describe('A theme id: offers whose themes contain it'),
  tags: queryList(queryInt(1))
    .optional()
    .describe('Activity tag ids: offers including an activity of any of these tags'),
  priceMin: queryInt(0)
    .optional()
    .describe(
      'Cents, on pricePerNight: the card’s price divided by its nights, rounded up to the euro (not in gifting, which reads singleVoucherPriceMin)',
    ),
  priceMax: queryInt(0).optional().describe('Cents, on pricePerNight (inclusive)'),
  singleVoucherPriceMin: queryInt(0)
    .optional()
    .describe('Gifting only (S-081): cents, on the voucher’s total price (its sellPrice)'),
  singleVoucherPriceMax: queryInt(0)
    .optional()
    .describe('Gifting only (S-081): cents, on the voucher’s total price (inclusive)'),
  stars: queryList(queryInt(1, 5)).optional().describe('Hotels with any of these star ratings'),
  hotelScore: z.coerce
    .number()
    .min(0)
    .max(10)
    .optional()
    .describe('Minimum review score (9, 8, 7); 0 is all; hotels without reviews match only 0'),
  facilities: ids.optional().describe('Facility codes: hotels with all of them ("pets" is petsAllowed)'),
  petsAllowed: queryBoolean.optional().describe('true: hotels that accept pets'),
  hotelTypes: ids.optional().describe('Hotels of any of these types'),
  hotelEnvironments: ids.optional().describe('Hotels in any of these environments'),
  hotelStyles: ids.optional().describe('Hotels of any of these styles'),
  giftNights: queryInt(1, 30)
    .optional()
    .describe(
      'Gifting: the voucher’s nights (offers sold for that length); the offer’s shortest stay otherwise',
    ),
  giftFormat: z
    .enum(giftFormats)
    .optional()
    .describe('Gifting: digital or physical; every giftable offer exists in both, so it does not narrow'),
  sleeves: ids.optional().describe('Gifting: chosen sleeves; they do not narrow the offers'),
  orderBy: z
    .enum(sortKeys)
    .default('priceQuality')
    .describe(
      'priceQuality (default): review score per euro per night, highest first (a hotel without reviews counts 7); distance: nearest first (needs lat/lng or a destination key); promo: highest promo first; priceAsc: lowest price per night first; popularity: most booked first; svPriceDesc / svPriceAsc: voucher price (sellPrice) high to low / low to high. Ties: lower price per night, then offer id',
    ),
  hotelId: numericIdSchema.optional().describe('Offers of this hotel only (the hotel offers drawer)'),
  numberOfPackagesPerHotel: queryInt(1, MAX_PAGE_LIMIT)
    .default(1)
    .describe('Offers per hotel: its best ones by orderBy; the first is isMain'),
  page: queryInt(0, 100_000).default(0).describe('Zero-based'),
  limit: queryInt(1, MAX_PAGE_LIMIT)
    .default(resultPageSize)
    .describe('Cards per page (24, G-11; 3 for fallbacks)'),
  performMapSearch: queryBoolean
    .default(false)
    .describe('true: exactMatch holds one marker per hotel, every page at once'),
  performGiftableSearch: queryBoolean.default(false).describe('true: giftable offers only'),
  provider: z.string().max(64).optional().describe('The search provider: one provider serves every search'),
  minisite: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('The partner minisite the call is made from (S-439)'),
};

export interface SearchCriteriaChecks extends StayQuery {
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMin?: number;
  singleVoucherPriceMax?: number;
  orderBy?: string;
  city?: string;
  hotel?: string;
  searesort?: string;
  skiresort?: string;
  touristicregion?: string;
  region?: string;
  department?: string;
  country?: string;
  poi?: string;
}

/** The destination keys a query sets. */
export function destinationKeysOf(query: Partial<Record<(typeof DESTINATION_KEYS)[number], string>>) {
  return DESTINATION_KEYS.filter((key) => query[key] !== undefined);
}

/**
 * Checks between fields: the dates (refineStayQuery), lat with lng, one destination key at most,
 * ranges in order, and a point for the distance sort.
 */
export function refineSearchCriteria(query: SearchCriteriaChecks, ctx: z.RefinementCtx): void {
  refineStayQuery()(query, ctx);
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [query.lat === undefined ? 'lat' : 'lng'],
      message: 'lat and lng go together',
    });
  }
  const keys = destinationKeysOf(query);
  for (const key of keys.slice(1)) {
    ctx.addIssue({ code: 'custom', path: [key], message: `One destination key at most (${keys[0]} is set)` });
  }
  const ordered = (min: keyof SearchCriteriaChecks, max: keyof SearchCriteriaChecks) => {
    const low = query[min] as number | undefined;
    const high = query[max] as number | undefined;
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', path: [min], message: `Greater than ${max}` });
    }
  };
  ordered('distanceMin', 'distanceMax');
  ordered('priceMin', 'priceMax');
  ordered('singleVoucherPriceMin', 'singleVoucherPriceMax');
  if (query.orderBy === 'distance' && query.lat === undefined && keys.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['orderBy'],
      message: 'The distance sort needs lat/lng or a destination',
    });
  }
}

/** GET|POST offers.json (000 §7, G-46, S-466…S-468). */
export const offersQuerySchema = z.object(searchCriteriaShape).superRefine(refineSearchCriteria);
export type OffersQuery = z.output<typeof offersQuerySchema>;

/** The hotel on a card (000 §3 Offer card, 002 §3 Hotel). */
export const cardHotelSchema = z.object({
  id: z.number().int(),
  /** `/hotel/{id}`, under the market root. */
  uri: z.string(),
  label: z.string(),
  stars: z.number().int().min(1).max(5),
  location: z.object({
    /** The city in the locale’s language. */
    label: z.string(),
    /** `/city/{slug}`: the city’s top-search landing, under the market root. */
    uri: z.string(),
    address: z.string(),
    zipCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  review: z.object({ count: z.number().int().min(0), average: z.number().min(0).max(10).nullable() }),
});

/** One pax composition’s price of a card (002 §3 Product card). */
export const cardPriceSchema = z.object({
  paxComposition: z.object({ adults: z.number().int().positive() }),
  sellPrice: centsSchema,
  barPrice: centsSchema,
  promo: z.number().int().min(0).max(100),
  priceType: z.enum(priceTypes),
});

/** A result card (000 §3 Offer card; the checklist’s entity list). */
export const offerCardSchema = z.object({
  id: z.number().int(),
  /** `/stay/{id}`, under the market root. */
  uri: z.string(),
  label: z.string(),
  imageUrl: z.string(),
  images: z.array(imageSchema).max(cardGalleryLimit),
  hotel: cardHotelSchema,
  headwords: z.array(z.string()),
  /** The stay for the party: final with dates, otherwise the from-price (S-246). */
  sellPrice: centsSchema,
  refPrice: centsSchema,
  /** Promo percentage, 0 below the offer list’s threshold (S-147). */
  promo: z.number().int().min(0).max(100),
  /** sellPrice divided by nights, rounded up to the euro (S-251, G-19): the price filters use it. */
  pricePerNight: centsSchema,
  /** The lowest price of the card's stay in the previous 30 days, when a promo shows (EU price rules). */
  lowestPrice30Days: centsSchema.nullable(),
  prices: z.array(cardPriceSchema),
  /** Rooms left on the checkin night, with dates only. */
  availableRooms: z.number().int().min(0).nullable(),
  /** The checkin asked is within 7 days. */
  lastMinute: z.boolean(),
  /** The last day a stay of this offer can start. */
  expiration: isoDateSchema,
  marketingLabels: z.array(z.object({ label: z.string() })),
  cancellationPolicy: z.object({
    cancellable: z.boolean(),
    /** With dates: the last day to cancel free of charge. */
    cancellationDeadline: isoDateSchema.nullable(),
  }),
  /** Km from the search’s point (lat/lng or the destination), one decimal; shown rounded (S-160). */
  distance: z.number().min(0).nullable(),
  topTheme: z.object({ id: z.number().int(), name: z.string(), icon: z.string() }).nullable(),
  /** People the price is for. */
  participants: z.number().int().positive(),
  nights: z.number().int().positive(),
  /** The checkin asked; null without dates. */
  checkin: isoDateSchema.nullable(),
  priceType: z.enum(priceTypes),
  /** single_voucher in gifting, weekend otherwise. */
  itemCategory: z.enum(itemCategories),
  newTab: z.literal(false),
  /** The hotel’s first card. */
  isMain: z.boolean(),
  /**
   * The automatic extra discount (S-159): the promotion code the checkout of the stay applies and
   * its percentage, while that code applies; absent or null in gifting and without such a code.
   */
  autoDiscount: z.object({ code: z.string(), value: z.number().int().min(1).max(100) }).nullish(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

/** A map marker (S-467): the hotel and its best offer. */
export const mapMarkerSchema = z.object({
  hotelId: z.number().int(),
  label: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  weekend: z.array(z.object({ id: z.number().int() })).min(1),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

export const searchDetailsSchema = z.object({
  checkin: isoDateSchema.nullable(),
  night: z.number().int().positive().nullable(),
  adult: z.number().int(),
  child: z.number().int(),
  baby: z.number().int(),
  hotelId: z.number().int().nullable(),
  /** Cards over every page (markers with performMapSearch). */
  totalCount: z.number().int().min(0),
  page: z.number().int().min(0),
  limit: z.number().int().positive(),
});

export const offersResponseSchema = z.object({
  exactMatch: z.union([z.array(offerCardSchema), z.array(mapMarkerSchema)]),
  searchDetails: searchDetailsSchema,
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/**
 * The kinds of the generic facet form (000 §3, S-464, S-465); `highlighted` holds the facilities
 * hotels put forward (their first facilities on cards and pages), counted as the facility facet.
 */
export const facetKinds = [
  'price',
  'score',
  'facility',
  'stars',
  'style',
  'type',
  'environment',
  'tag',
  'highlighted',
] as const;
export type FacetKind = (typeof facetKinds)[number];

/** GET facets.json (S-464): the criteria of offers.json and what to answer. */
export const facetsQuerySchema = z
  .object({
    ...searchCriteriaShape,
    withNames: queryBoolean.default(true).describe('false: names are the ids'),
    withActivities: queryBoolean.default(true).describe('false: no activity groups'),
    propertiesRequested: queryList(z.enum(facetKinds))
      .optional()
      .describe('Kinds of properties[]; all by default'),
  })
  .superRefine(refineSearchCriteria);
export type FacetsQuery = z.output<typeof facetsQuerySchema>;

const count = z.number().int().min(0);

/**
 * Facet counts are disjunctive: a value’s count is the totalCount offers.json answers with that
 * facet set to that value alone, the other criteria kept. Price values are ranges of pricePerNight
 * (singleVoucherPrice in gifting), written `min-max` in cents (`25000-` has no maximum).
 */
export const facetsResponseSchema = z.object({
  /** offers.json’s totalCount for the criteria as they are. */
  totalCount: count,
  facilities: z.array(z.object({ value: z.string(), name: z.string(), label: z.string(), count })),
  hotelScores: z.array(z.object({ value: z.number(), label: z.string(), count })),
  stars: z.array(z.object({ value: z.number().int(), label: z.string(), count })),
  hotelTypes: z.array(z.object({ name: z.string(), value: z.string(), label: z.string(), count })),
  hotelEnvironments: z.array(z.object({ key: z.string(), label: z.string(), count })),
  hotelStyles: z.array(z.object({ name: z.string(), label: z.string(), count })),
  activities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      items: z.array(z.object({ id: z.number().int(), name: z.string(), count })),
    }),
  ),
  properties: z.array(
    z.object({
      propertyType: z.enum(facetKinds),
      values: z.array(z.object({ id: z.string(), name: z.string(), count })),
    }),
  ),
});
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;

/** POST search/activity-only.json (S-470). */
export const activityOnlySearchQuerySchema = z
  .object({
    locale: searchCriteriaShape.locale,
    ...paxQueryShape,
    ...destinationKeyFields,
    lat: searchCriteriaShape.lat,
    lng: searchCriteriaShape.lng,
    distanceMin: searchCriteriaShape.distanceMin,
    distanceMax: searchCriteriaShape.distanceMax,
    theme: queryInt(1).optional().describe('A theme id: vouchers whose themes contain it'),
    tags: queryList(queryInt(1))
      .optional()
      .describe('Activity tag ids: vouchers of an activity of any of them'),
    priceMin: queryInt(0).optional().describe('Cents, on the price per person for the adults asked (S-146)'),
    priceMax: queryInt(0).optional().describe('Cents, on the price per person (inclusive)'),
    numberOfPackagesPerHotel: queryInt(1, MAX_PAGE_LIMIT)
      .default(ACTIVITY_ONLY_PACKAGES_PER_HOTEL)
      .describe('Vouchers per activity centre, cheapest per person first'),
    page: searchCriteriaShape.page,
    limit: queryInt(1, MAX_PAGE_LIMIT).default(resultPageSize).describe('Activity centres per page'),
  })
  .superRefine(refineSearchCriteria);
export type ActivityOnlySearchQuery = z.output<typeof activityOnlySearchQuerySchema>;

export const activityOnlyPackageSchema = z.object({
  activityOnlyVoucher: z.object({
    id: z.number().int(),
    label: z.string(),
    /** One per pax count; promoPercentageRounded is 0 below 5 % (S-147). */
    prices: z.array(
      z.object({
        paxComposition: z.object({ adults: z.number().int().positive() }),
        sellPrice: centsSchema,
        barPrice: centsSchema,
        promoPercentageRounded: z.number().int().min(0).max(100),
      }),
    ),
    imageUrl: z.string(),
    /** `/activity/{id}`, under the market root. */
    uri: z.string(),
  }),
});

/** Activity centres (hotels) with their vouchers (001 §3 Activity-only search result). */
export const activityOnlySearchResponseSchema = z.object({
  exactMatch: z.array(
    cardHotelSchema.extend({
      distance: z.number().min(0).nullable(),
      activityOnlyPackages: z.array(activityOnlyPackageSchema).min(1),
    }),
  ),
  searchDetails: z.object({
    adult: z.number().int(),
    child: z.number().int(),
    baby: z.number().int(),
    /** Activity centres over every page. */
    totalCount: count,
    page: z.number().int().min(0),
    limit: z.number().int().positive(),
  }),
  mainTitle: z.string(),
});
export type ActivityOnlySearchResponse = z.infer<typeof activityOnlySearchResponseSchema>;

/** Suggestion categories: the destination keys, in the order groups are ranked when tied. */
export const suggestionCategories = DESTINATION_KEYS;

/** GET autocomplete-geonames.json (S-472, G-60). */
export const autocompleteQuerySchema = z.object({
  term: z.string().trim().min(1).max(100).describe('Matched accent- and case-insensitively'),
  locale: localeSchema,
  maxResults: queryInt(1, MAX_AUTOCOMPLETE_RESULTS).default(MAX_AUTOCOMPLETE_RESULTS),
});

export const suggestionSchema = z.object({
  label: z.string(),
  /** The value of the category’s criterion (city=…, hotel=…). */
  id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** A city’s or a hotel’s postcode; null for wider places. */
  postalcode: z.string().nullable(),
});

/**
 * Suggestions grouped by category (S-030, S-472): names starting with the term first, then names
 * with a later word starting with it, then names containing it; ties by population (hotels by
 * reviews). Groups come in the order of their best suggestion.
 */
export const suggestionGroupsSchema = z.array(
  z.object({ category: z.enum(suggestionCategories), items: z.array(suggestionSchema).min(1) }),
);
export type SuggestionGroups = z.infer<typeof suggestionGroupsSchema>;

/** GET recommendedAutocomplete.json (000 §7). */
export const recommendedQuerySchema = z.object({
  locale: localeSchema,
  q: z.string().trim().max(100).optional().describe('Narrows the popular destinations to those matching it'),
  catalogSourceType: idSchema.optional().describe('Accepted; the catalog has a single source'),
  catalogSourceCode: idSchema.optional().describe('Accepted; the catalog has a single source'),
  maxResults: queryInt(1, MAX_AUTOCOMPLETE_RESULTS).default(10),
});

/** GET destinations/{kind}/{id}.json: a place for the fallback ladder (000 §4, S-161…S-164). */
export const destinationParamsSchema = z.object({
  kind: z.enum(DESTINATION_KEYS),
  /** The path segment `{id}.json` (a Hono parameter cannot be followed by a suffix). */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.json$/, 'Expected {id}.json')
    .transform((file) => file.slice(0, -'.json'.length))
    .pipe(idSchema),
});
export const destinationQuerySchema = z.object({ locale: localeSchema });

const placeSchema = z.object({
  kind: z.enum(DESTINATION_KEYS),
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const destinationSchema = placeSchema.extend({
  /** The point of sale it is sold from (S-462). */
  pos: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']),
  /** The distance slider’s bounds for it, in km (S-082). */
  distanceMin: z.number().min(0),
  distanceMax: z.number().min(0),
  /** Enclosing places, nearest first (city → department → region → country). */
  parents: z.array(placeSchema),
});
export type Destination = z.infer<typeof destinationSchema>;

/** GET activities.json (G-47): names of activity tags. */
export const activityTagsQuerySchema = z.object({
  locale: localeSchema,
  ids: queryList(queryInt(1)).optional().describe('These tags (unknown ids are left out); all by default'),
});
export const activityTagsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
