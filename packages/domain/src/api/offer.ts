import { z } from 'zod';
import { nightsBetween } from '../calendar';
import { priceTypes } from '../entities';
import { flows } from '../flows';
import { isIsoDate } from '../isoDate';
import { DEFAULT_PAX, PAX_LIMITS, type Pax, type PaxKind, paxForFlow } from '../travellers';
import { centsSchema, imageSchema, isoDateSchema, localeSchema, queryInt } from './common';

// Pieces shared by the hotel, offer, product and activity answers (001 §3).

/** The longest stay a query may ask for, in nights. */
export const MAX_QUERY_NIGHTS = 30;

const paxCount = (kind: PaxKind, alias: string) =>
  queryInt(PAX_LIMITS[kind].min, PAX_LIMITS[kind].max)
    .optional()
    .describe(`${kind} (${PAX_LIMITS[kind].min}–${PAX_LIMITS[kind].max}); alias ${alias}`);

/**
 * Travellers of a product call: `adult`, `child`, `baby` (the calls of 001 §7) or the hash's
 * `a`, `c`, `b`; 2/0/0 by default (S-016), 2/0/0 always in gifting (S-053).
 */
export const paxQueryShape = {
  adult: paxCount('adults', 'a'),
  child: paxCount('children', 'c'),
  baby: paxCount('babies', 'b'),
  a: paxCount('adults', 'adult'),
  c: paxCount('children', 'child'),
  b: paxCount('babies', 'baby'),
  flow: z.enum(flows).optional().describe('gifting prices for 2 adults whatever the pax (S-053)'),
};

export interface PaxQuery {
  adult?: number;
  child?: number;
  baby?: number;
  a?: number;
  c?: number;
  b?: number;
  flow?: (typeof flows)[number];
}

/** The travellers a query names (long names win over the hash's short ones). */
export function paxOfQuery(query: PaxQuery): Pax {
  const pax = {
    adults: query.adult ?? query.a ?? DEFAULT_PAX.adults,
    children: query.child ?? query.c ?? DEFAULT_PAX.children,
    babies: query.baby ?? query.b ?? DEFAULT_PAX.babies,
  };
  return query.flow ? paxForFlow(pax, query.flow) : pax;
}

const nightsQuery = queryInt(1, MAX_QUERY_NIGHTS);

/** Stay dates of a product call: `checkin` with `nights` (or `night`, or a `checkout`). */
export const stayQueryShape = {
  checkin: isoDateSchema.optional().describe('YYYY-MM-DD'),
  checkout: isoDateSchema.optional().describe('YYYY-MM-DD, instead of nights'),
  nights: nightsQuery.optional(),
  night: nightsQuery.optional().describe('Alias of nights'),
};

export interface StayQuery {
  checkin?: string;
  checkout?: string;
  nights?: number;
  night?: number;
}

/** The checkin and the nights a query asks for; nights alone ask for from-prices of that length. */
export function stayOfQuery(query: StayQuery): { checkin?: string; nights?: number } {
  const nights =
    query.nights ??
    query.night ??
    (isIsoDate(query.checkin) && isIsoDate(query.checkout)
      ? nightsBetween(query.checkin, query.checkout)
      : undefined);
  return { ...(query.checkin ? { checkin: query.checkin } : {}), ...(nights ? { nights } : {}) };
}

/**
 * Checks the dates of a query: a checkout after the checkin and within the longest stay, nights
 * matching the checkout, and a checkin always with its length. `checkinRequired` for quotes.
 */
export function refineStayQuery(checkinRequired = false) {
  return (query: StayQuery, ctx: z.RefinementCtx) => {
    const nights = query.nights ?? query.night;
    if (checkinRequired && !query.checkin) {
      ctx.addIssue({ code: 'custom', path: ['checkin'], message: 'Required' });
    }
    if (query.checkout) {
      if (!query.checkin) {
        ctx.addIssue({ code: 'custom', path: ['checkin'], message: 'A checkout needs a checkin' });
        return;
      }
      // A malformed date has its own issue already; there is no length to check.
      if (!isIsoDate(query.checkin) || !isIsoDate(query.checkout)) return;
      const length = nightsBetween(query.checkin, query.checkout);
      if (length < 1 || length > MAX_QUERY_NIGHTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkout'],
          message: `Expected a checkout 1 to ${MAX_QUERY_NIGHTS} nights after the checkin`,
        });
      } else if (nights !== undefined && nights !== length) {
        ctx.addIssue({ code: 'custom', path: ['nights'], message: 'Does not match checkout' });
      }
    } else if (query.checkin && nights === undefined) {
      ctx.addIssue({ code: 'custom', path: ['nights'], message: 'A checkin needs nights or a checkout' });
    }
  };
}

/** Image URLs by size, each list in the order of the images (001 §3 imagesBySize). */
export const imagesBySizeSchema = z.object({
  '120_80': z.array(z.string()),
  '640_360': z.array(z.string()),
  '960_540': z.array(z.string()),
});
export type ImagesBySize = z.infer<typeof imagesBySizeSchema>;

/**
 * A package price in cents (001 §3 Price): final for the dates asked, otherwise the from-price
 * with the checkin it was found on. The promo shows only from its place's threshold (S-147).
 */
export const offerPriceSchema = z.object({
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promoPercentageRounded: z.number().int().min(0).max(100),
  moneySaved: centsSchema,
  priceType: z.enum(priceTypes),
  nights: z.number().int().positive(),
  nbRooms: z.number().int().positive(),
  /** sellPrice / nights rounded up to the euro (S-251). */
  pricePerNight: centsSchema,
  checkin: isoDateSchema,
  /**
   * The lowest price of the same stay (nights, rooms, travellers) in the 30 days before today, shown
   * beside a promotion (EU price rules); null or absent when no promotion shows or without history.
   */
  lowestPrice30Days: centsSchema.nullable().optional(),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

/** 001 §3 Cancellation policy: the deadline exists only for dates that can still be cancelled. */
export const cancellationPolicySchema = z.object({
  isCancellable: z.boolean(),
  cancellationDeadline: isoDateSchema.nullable(),
});

export const programLineKinds = ['room', 'breakfast', 'dinner', 'activity'] as const;

/** One line of "In the program", in the locale's language, in the order room, breakfasts, dinners, activities. */
export const programLineSchema = z.object({
  kind: z.enum(programLineKinds),
  label: z.string(),
  activityId: z.number().int().nullable(),
});
export type ProgramLine = z.infer<typeof programLineSchema>;

/** An activity or a dinner of a package (001 §3 Activity / dinner); durations in minutes. */
export const activitySchema = z.object({
  activityId: z.number().int(),
  type: z.enum(['activity', 'dinner']),
  title: z.string(),
  imageUrl: z.string(),
  images: z.array(imageSchema),
  icon: z.string(),
  univers: z.string().nullable(),
  detailList: z.array(z.string()),
  whyList: z.array(z.string()),
  mustKnowList: z.array(z.string()),
  how: z.string(),
  /** The dinner's courses; null for an activity. */
  menu: z.array(z.string()).nullable(),
  duration: z.number().int().nullable(),
  where: z.string().nullable(),
  schedules: z.array(z.string()),
  repeated: z.boolean(),
  singleDay: z.boolean(),
  displayPax: z.boolean(),
  /** "For 2 people", when displayPax. */
  activityParticipantsLabel: z.string().nullable(),
});
export type ActivityView = z.infer<typeof activitySchema>;

/** 001 §3 Breakfast. */
export const breakfastSchema = z.object({
  type: z.string(),
  title: z.string(),
  detailList: z.array(z.string()),
  mustKnowList: z.array(z.string()),
  schedules: z.array(z.string()),
});

/** 001 §3 Room (stay page). Sizes in square metres. */
export const stayRoomSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string(),
  bedding: z.string(),
  capacity: z.number().int(),
  maxCapacity: z.number().int(),
  size: z.number().int(),
  highlightedFacilities: z.array(z.string()),
  images: z.array(imageSchema),
  imageUrl: z.string(),
});

/** A place of the breadcrumb, country first (000 §3 destination keys). */
export const breadcrumbItemSchema = z.object({
  kind: z.enum(['country', 'region', 'department', 'city']),
  id: z.string(),
  label: z.string(),
});

/** SEO data of a page (001 §3 pageModel): URLs are paths under each market's root. */
export const pageModelSchema = z.object({
  metaRobots: z.enum(['index,follow', 'noindex,follow']),
  canonicalUrl: z.string(),
  pageTitle: z.string(),
  alternateUrls: z.array(z.object({ locale: localeSchema, url: z.string() })),
});

/** 001 §3 Local tax: per person per night (an amount in cents) or a share of the booking. */
export const localTaxSchema = z.object({
  type: z.enum(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT']),
  amount: centsSchema.nullable(),
  percentage: z.number().nullable(),
  currency: z.literal('EUR'),
  toBePaidAtHotel: z.boolean(),
});

/** A review score out of 10 (null for a hotel without reviews: "New") and the count. */
export const reviewSummarySchema = z.object({
  score: z.number().min(0).max(10).nullable(),
  count: z.number().int().min(0),
});
