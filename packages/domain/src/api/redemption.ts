import { z } from 'zod';
import { BOX_OFFERS_PAGE_SIZE } from '../giftBoxes';
import { ISSUE_MESSAGES } from '../issues';
import { isValidVoucherCode, normaliseVoucherCode } from '../voucherCode';
import { voucherKinds, voucherStatuses } from '../voucherValidity';
import { centsSchema, isoDateSchema, localeSchema, queryBoolean, queryInt, queryList } from './common';
import { MAX_QUERY_NIGHTS } from './offer';
import { buyerSchema, pspAuthorizationSchema } from './orders';
import { offerAvailabilityQuerySchema } from './product';

// The beneficiary's side of a gift (000 roles; 001 §7; S-349): the voucher's code opens what it
// covers, and a booking of its stay on chosen dates pays only the supplement.

/** A typed voucher code, normalised (case, dashes and spaces); the check symbol catches typos. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, { error: ISSUE_MESSAGES.MANDATORY, abort: true })
  .max(64)
  .refine(isValidVoucherCode, 'Voucher code seems incorrect')
  .transform(normaliseVoucherCode);

/**
 * POST /api/beneficiary/login. The code's check symbol is checked by the call itself, which counts
 * a malformed code as a failed attempt.
 */
export const beneficiaryLoginSchema = z.object({
  code: z.string().trim().min(1, ISSUE_MESSAGES.MANDATORY).max(64),
  locale: localeSchema,
  offerId: queryInt(1)
    .optional()
    .describe('For a box’s voucher: the stay chosen among the box’s, which the answer’s `stay` then is'),
});
export type BeneficiaryLogin = z.input<typeof beneficiaryLoginSchema>;

/** What a voucher covers: its stay for `adults`, `nights` nights, worth `value` cents. */
export const voucherViewSchema = z.object({
  code: z.string(),
  kind: z.enum(voucherKinds),
  status: z.enum(voucherStatuses),
  value: centsSchema,
  validUntil: isoDateSchema,
  /** A box's code: its voucher is exchanged for one of the box's stays. */
  boxCode: z.string().nullable(),
  /** What is left on a gift card, which pays at the checkout (S-257); null for other vouchers. */
  balance: centsSchema.nullable().default(null),
  /** A single voucher's stay, or the stay chosen for a box's; null for a gift card. */
  stay: z
    .object({
      offerId: z.number().int(),
      label: z.string(),
      hotel: z.object({ id: z.number().int(), label: z.string() }),
      nights: z.number().int(),
      adults: z.number().int(),
    })
    .nullable(),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

/** POST /api/beneficiary/redemptions: the voucher's stay on `checkinDate`, for the beneficiary. */
export const redemptionRequestSchema = z.object({
  code: voucherCodeSchema,
  locale: localeSchema,
  checkinDate: isoDateSchema,
  beneficiary: buyerSchema,
  /** The stay chosen among a box's (required for a box's voucher, which is for no stay of its own). */
  offerId: z.number().int().positive().optional(),
  /** The supplement the beneficiary saw, in cents: refused with 422 when the server's differs. */
  expectedSupplement: centsSchema.min(0),
  /** How the supplement is paid; required when there is one. */
  pspAuthorization: pspAuthorizationSchema.nullable().default(null),
});
export type RedemptionRequest = z.input<typeof redemptionRequestSchema>;

export const redemptionSchema = z.object({
  redemptionId: z.uuid(),
  code: z.string(),
  offerId: z.number().int(),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  /** The stay's price on those dates, what the voucher covers of it, and the rest paid now. */
  stayAmount: centsSchema,
  voucherAmount: centsSchema,
  supplement: centsSchema,
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** GET /redeem/weekend/{id}/packageCheckinPrices.json (S-488): the gift calendar of a stay. */
export const giftCalendarQuerySchema = offerAvailabilityQuerySchema.extend({
  nights: queryInt(1, MAX_QUERY_NIGHTS).describe(
    'The gift’s nights: each day is a stay of exactly this length',
  ),
  giftPrice: queryInt(0)
    .optional()
    .describe(
      'The gift’s value in cents, which a day’s price is compared with; without it every day a stay can start is included (a box covers its stays)',
    ),
  client: z.string().max(64).optional(),
  multiOffer: queryBoolean.optional(),
  selectivePublicationAffiliateId: z.string().max(64).optional(),
});

/** Each checkin day of the months asked: included, supplement (price − gift value) or notAvailable (S-268). */
export const giftCalendarSchema = z.object({
  days: z.record(
    isoDateSchema,
    z.discriminatedUnion('status', [
      z.object({ status: z.literal('included') }),
      z.object({ status: z.literal('supplement'), supplement: centsSchema }),
      z.object({ status: z.literal('notAvailable') }),
    ]),
  ),
});
export type GiftCalendar = z.infer<typeof giftCalendarSchema>;

/**
 * GET /api/beneficiary/boxes/offers and /facets (S-489): the stays a box's voucher is exchanged for,
 * for the box's nights and 2 adults; with a checkin day, those a stay can start on that day.
 */
export const beneficiaryBoxOffersQuerySchema = z.object({
  code: z.string().trim().min(1, ISSUE_MESSAGES.MANDATORY).max(64).describe('The box voucher’s code'),
  locale: localeSchema,
  checkinDate: isoDateSchema.optional().describe('YYYY-MM-DD: only stays that can start that day'),
  checkin: isoDateSchema.optional().describe('Alias of checkinDate'),
  hotelId: queryInt(1).optional(),
  stars: queryList(queryInt(1, 5)).optional().describe('Hotels with any of these star ratings'),
  numberOfPackagesPerHotel: queryInt(1, 20).default(20),
  selectivePublicationAffiliateId: z.string().max(64).optional(),
  page: queryInt(0, 100_000).default(0).describe('Zero-based'),
  limit: queryInt(1, 48).default(BOX_OFFERS_PAGE_SIZE),
});
export type BeneficiaryBoxOffersQuery = z.input<typeof beneficiaryBoxOffersQuerySchema>;

/**
 * GET /api/beneficiary/single-vouchers/offers and /facets (S-490): the stays a single voucher can
 * be switched for, paying the difference; within its value with matchOfferRangePriceWithGiftAmount.
 */
export const beneficiarySingleVoucherOffersQuerySchema = beneficiaryBoxOffersQuerySchema.extend({
  matchOfferRangePriceWithGiftAmount: queryBoolean
    .default(false)
    .describe('true: only stays whose price is within the voucher’s value'),
});
