import { z } from 'zod';
import { giftFormats, giftUpsells } from '../criteria';
import { GIFT_CARD_MAX, GIFT_CARD_MIN } from '../giftCard';
import { ISSUE_MESSAGES } from '../issues';
import {
  BUYER_EMAIL_PATTERN,
  BUYER_NAME_PATTERN,
  BUYER_PHONE_PATTERN,
  BUYER_TEXT_MAX,
  buyerCountries,
  cancellationChoices,
  civilities,
  GIFT_MESSAGE_MAX,
  GIFT_SENDER_MAX,
  PROMOTION_CODE_PATTERN,
  paymentMethods,
  SPECIAL_REQUEST_MAX,
} from '../orderFields';
import { payLaterTypes } from '../payLater';
import { MAX_SUB_ELEMENTS } from '../subElements';
import { ACTIVITY_PARTICIPANTS } from '../travellers';
import { isValidVoucherCode, normaliseVoucherCode } from '../voucherCode';
import { centsSchema, isoDateSchema, localeSchema } from './common';
import { cancellationPolicySchema, programLineSchema } from './offer';
import { paymentCardSchema } from './paymentCard';
import { priceBucketSchema } from './product';

// Checkout, payment and orders (002 §2, §3, §4, §5, §7; 001 §4, §9; G-39…G-41, G-54, G-56, G-61, G-62).

const MANDATORY = ISSUE_MESSAGES.MANDATORY;

/** The buyer of an order (002 §3 Order request, S-338). */
export const buyerSchema = z.object({
  civility: z.enum(civilities),
  firstName: z
    .string()
    .trim()
    .min(1, MANDATORY)
    .max(BUYER_TEXT_MAX.firstName)
    .regex(BUYER_NAME_PATTERN, ISSUE_MESSAGES.TEXT_ONLY),
  lastName: z
    .string()
    .trim()
    .min(1, MANDATORY)
    .max(BUYER_TEXT_MAX.lastName)
    .regex(BUYER_NAME_PATTERN, ISSUE_MESSAGES.TEXT_ONLY),
  email: z
    .string()
    .trim()
    .min(1, MANDATORY)
    .max(BUYER_TEXT_MAX.email)
    .regex(BUYER_EMAIL_PATTERN, ISSUE_MESSAGES.EMAIL_INVALID),
  phoneNumber: z
    .string()
    .trim()
    .min(1, { error: MANDATORY, abort: true })
    .regex(BUYER_PHONE_PATTERN, ISSUE_MESSAGES.PHONE_INVALID),
  addressLine: z.string().trim().min(1, MANDATORY).max(BUYER_TEXT_MAX.addressLine),
  postalCode: z.string().trim().min(1, MANDATORY).max(BUYER_TEXT_MAX.postalCode),
  city: z.string().trim().min(1, MANDATORY).max(BUYER_TEXT_MAX.city),
  country: z.enum(buyerCountries),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const paxSchema = z.object({
  numberOfAdults: z.number().int().min(1).max(20),
  numberOfChildren: z.number().int().min(0).max(10),
  numberOfBabies: z.number().int().min(0).max(10),
});

/** What is reserved (S-340): the offer, its activity days, the party and the stay. */
export const reservationCriteriaSchema = z.object({
  offerId: z.number().int().positive(),
  activityDaySelections: z
    .array(z.object({ activityId: z.number().int().positive(), date: isoDateSchema }))
    .max(20),
  pax: paxSchema,
  /** null for a gift: the beneficiary chooses the dates. */
  travelPeriod: z.object({ checkinDate: isoDateSchema, checkoutDate: isoDateSchema }).nullable(),
  minisiteId: z.number().int().positive().nullable(),
});
export type ReservationCriteria = z.infer<typeof reservationCriteriaSchema>;

/** A stay given as a gift: its format, its number of nights and the message (001 §9). */
export const giftItemSchema = z.object({
  format: z.enum(giftFormats),
  nights: z.number().int().min(1).max(14),
  fromName: z
    .string()
    .trim()
    .max(GIFT_SENDER_MAX)
    .regex(BUYER_NAME_PATTERN, ISSUE_MESSAGES.TEXT_ONLY)
    .nullable()
    .default(null),
  message: z.string().trim().max(GIFT_MESSAGE_MAX).nullable().default(null),
  /** The extras of a physical gift (S-279): custom sub-element ids, priced by the server. */
  subElementIds: z.array(z.number().int().positive()).max(MAX_SUB_ELEMENTS).default([]),
  /** availability: the gift is priced to cover more dates (S-267), the server says how much. */
  upsell: z.enum(giftUpsells).default('none'),
  /** The price bucket customer care chose (S-270, S-441); null for the minimum fare. */
  bucket: priceBucketSchema.nullable().default(null),
});
export type GiftItem = z.infer<typeof giftItemSchema>;

export const insuranceItemSchema = z.object({
  choice: z.enum(cancellationChoices),
  /** The insurance offer's id, with INSURANCE only. */
  insuranceId: z.string().max(64).nullable(),
});
export type InsuranceItem = z.infer<typeof insuranceItemSchema>;

export const promotionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PROMOTION_CODE_PATTERN, 'Expected 3 to 20 letters or digits');

const giftSenderSchema = giftItemSchema.shape.fromName;
const giftMessageSchema = giftItemSchema.shape.message;

/** A gift box (001 §2.8, S-293, S-295): its code, its format, the extras of a physical box and the message. */
export const boxItemSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{2,24}$/, 'A box code: capital letters and digits'),
  format: z.enum(giftFormats),
  /** The custom sub-elements chosen (S-279), physical format only: the server prices them. */
  subElementIds: z.array(z.number().int().positive()).max(MAX_SUB_ELEMENTS).default([]),
  fromName: giftSenderSchema,
  message: giftMessageSchema,
});
export type BoxItem = z.infer<typeof boxItemSchema>;

/** A gift card (G-63): an amount in whole euros within the domain's bounds, its format and the message. */
export const giftCardItemSchema = z.object({
  amount: centsSchema
    .min(GIFT_CARD_MIN * 100, `At least ${GIFT_CARD_MIN} €`)
    .max(GIFT_CARD_MAX * 100, `At most ${GIFT_CARD_MAX} €`)
    .multipleOf(100, 'Expected whole euros'),
  format: z.enum(giftFormats),
  fromName: giftSenderSchema,
  message: giftMessageSchema,
});
export type GiftCardItem = z.infer<typeof giftCardItemSchema>;

/**
 * An activity voucher (001 §2.7, S-286): the activity-only voucher, its participants (1 to 2, a
 * pax count of its prices) and whether it is bought for oneself (`OWN_USE`) or to offer, with the
 * message of a gift.
 */
export const activityItemSchema = z.object({
  voucherId: z.number().int().positive(),
  adults: z.number().int().min(ACTIVITY_PARTICIPANTS.min).max(ACTIVITY_PARTICIPANTS.max),
  customType: z.enum(['OWN_USE', 'GIFT']),
  fromName: giftSenderSchema,
  message: giftMessageSchema,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const shortStayItemSchema = z.object({
  reservationCriteria: reservationCriteriaSchema,
  gift: giftItemSchema.nullable(),
  specialRequest: z.string().trim().max(SPECIAL_REQUEST_MAX).nullable(),
});
export type ShortStayItem = z.infer<typeof shortStayItemSchema>;

/**
 * A gift card paying for part or all of an order (S-257): its serial number, the code printed on
 * it, typed in any case and grouping.
 */
export const giftcardItemSchema = z.object({
  serialNumber: z
    .string()
    .max(40)
    .transform(normaliseVoucherCode)
    .refine(isValidVoucherCode, 'Expected a gift card number: 16 letters and digits'),
});
export type GiftcardItem = z.infer<typeof giftcardItemSchema>;

/** The product items of an order: exactly one of them is given (S-305). */
export const productItemKeys = ['shortStayItem', 'boxItem', 'giftCardItem', 'activityItem'] as const;

/** The items of an order (S-339): one product (a stay, a box or a gift card), insurance and promotion code. */
export const orderItemsSchema = z
  .object({
    shortStayItem: shortStayItemSchema.nullable().default(null),
    boxItem: boxItemSchema.nullable().default(null),
    giftCardItem: giftCardItemSchema.nullable().default(null),
    activityItem: activityItemSchema.nullable().default(null),
    insuranceItem: insuranceItemSchema.nullable(),
    promotionCodeItem: z.object({ code: promotionCodeSchema }).nullable(),
    giftcardItem: giftcardItemSchema.nullable().default(null),
  })
  .superRefine((items, ctx) => {
    const given = productItemKeys.filter((key) => items[key] !== null);
    if (given.length === 0) {
      for (const key of productItemKeys) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'One product item is expected' });
      }
    }
    for (const key of given.slice(1)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `Only one product item: ${given[0]} is given` });
    }
    if ((items.boxItem || items.giftCardItem) && items.insuranceItem) {
      ctx.addIssue({ code: 'custom', path: ['insuranceItem'], message: 'A gift has no cancellation choice' });
    }
    if (items.activityItem && items.insuranceItem) {
      ctx.addIssue({
        code: 'custom',
        path: ['insuranceItem'],
        message: 'An activity voucher has no cancellation choice',
      });
    }
    if (
      items.activityItem?.customType === 'OWN_USE' &&
      (items.activityItem.fromName || items.activityItem.message)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['activityItem', 'message'],
        message: 'Only a gift carries a message',
      });
    }
    if (items.giftCardItem && items.giftcardItem) {
      ctx.addIssue({
        code: 'custom',
        path: ['giftcardItem'],
        message: 'A gift card does not pay for another gift card',
      });
    }
    if (!items.shortStayItem) return;
    const { reservationCriteria, gift } = items.shortStayItem;
    const period = reservationCriteria.travelPeriod;
    const at = (...path: (string | number)[]) => ['shortStayItem', 'reservationCriteria', ...path];
    if (!gift && !period) {
      ctx.addIssue({ code: 'custom', path: at('travelPeriod'), message: 'A stay needs its dates' });
    }
    if (period && period.checkoutDate <= period.checkinDate) {
      ctx.addIssue({
        code: 'custom',
        path: at('travelPeriod', 'checkoutDate'),
        message: 'Expected a checkout after the checkin',
      });
    }
    if (gift && reservationCriteria.activityDaySelections.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: at('activityDaySelections'),
        message: 'A gift leaves the activity days to its beneficiary',
      });
    }
    if (items.insuranceItem?.choice === 'INSURANCE' && !items.insuranceItem.insuranceId) {
      ctx.addIssue({
        code: 'custom',
        path: ['insuranceItem', 'insuranceId'],
        message: 'Required with INSURANCE',
      });
    }
  });
export type OrderItems = z.infer<typeof orderItemsSchema>;

/** What the payment provider authorised in the browser: never card data, only its intent (S-499). */
export const pspAuthorizationSchema = z.object({
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9]{8,64}$/, 'Expected a payment intent id'),
  paymentMethod: z.enum(paymentMethods),
});

/** POST /route/purchase/orders (S-338…S-341, S-498). */
export const orderRequestSchema = z.object({
  locale: localeSchema,
  currency: z.literal('EUR'),
  /** The total the buyer saw, in cents: refused with 422 when the server's differs. */
  expectedAmount: centsSchema.min(0),
  /**
   * What the buyer saw left to pay once the gift card is used (`remainingAmountToPay`): refused
   * with 422 when the card's balance changed since. Without a gift card it is the total.
   */
  expectedAmountToPay: centsSchema.min(0).optional(),
  buyer: buyerSchema,
  items: orderItemsSchema,
  /** The payment of what is left to pay: none when a gift card pays it all. */
  pspAuthorization: pspAuthorizationSchema.optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** POST /api/purchase/checkout: what the booking summary shows, priced by the server. */
export const checkoutRequestSchema = z.object({
  locale: localeSchema,
  items: orderItemsSchema,
  /** Where a physical gift goes, as far as the buyer has said: abroad adds the international fee. */
  deliveryCountry: z.enum(buyerCountries).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** 002 §3 Booking price breakdown, in cents. */
export const priceBreakdownSchema = z.object({
  /** The package: room, meals and activities, for the stay or the gift's nights. */
  stayAmount: centsSchema,
  insuranceAmount: centsSchema,
  /** What the promotion code takes off (positive). */
  reductionAmount: centsSchema,
  giftcards: z.array(z.object({ serialNumber: z.string(), usedAmount: centsSchema })),
  shippingCost: z.object({ amount: centsSchema, internationalFee: centsSchema }),
  /** Extras of a physical gift (custom sub-elements). */
  subElementsPrice: centsSchema,
  /** Everything above, before gift cards: the order's expectedAmount. */
  totalAmount: centsSchema,
  remainingAmountToPay: centsSchema,
  currency: z.literal('EUR'),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const insuranceOfferSchema = z.object({
  id: z.string(),
  sellPrice: centsSchema,
  cancellationPolicy: z.enum(['CANCELLABLE', 'NON_CANCELLABLE']),
});
export type InsuranceOffer = z.infer<typeof insuranceOfferSchema>;

/** GET /gateway/purchase/insurance (G-54, S-503). */
export const insuranceQuerySchema = z.object({
  cancellationType: z.enum(['CANCELLABLE', 'NON_CANCELLABLE']),
  orderAmount: z.coerce.number().int().min(1).max(10_000_000),
});
export const insuranceResponseSchema = z.array(insuranceOfferSchema);

/** GET /gateway/purchase/alma/eligibility (S-492). */
export const eligibilityQuerySchema = z.object({
  amount: z.coerce.number().int().min(1).max(10_000_000),
  cancellationPolicyType: z.enum(['CANCELLABLE', 'NON_CANCELLABLE']),
  cancellableUntil: isoDateSchema.optional(),
  checkinDate: isoDateSchema,
  pointOfSale: z.enum(['fr_fr', 'es_es', 'it_it', 'nl_nl', 'fr_be', 'nl_be']),
});
export const eligibilityResponseSchema = z.object({
  paymentMethods: z.array(
    z.object({
      type: z.enum(payLaterTypes),
      /** Added to the first instalment (S-327). */
      paymentFee: centsSchema,
      /** The payments, first one first, fee included. */
      installments: z.array(z.object({ dueDate: isoDateSchema, amount: centsSchema })),
    }),
  ),
});
export type Eligibility = z.infer<typeof eligibilityResponseSchema>;

/** The box of a box order, as the summary shows it (001 §3 Box product detail). */
export const summaryBoxSchema = z.object({
  code: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** Newline-separated, one line each (S-300). */
  includedContent: z.string(),
  format: z.enum(giftFormats),
  nights: z.number().int().positive(),
  people: z.number().int().positive(),
  validityMonths: z.number().int().positive(),
});

export const giftcardStatuses = ['APPLIED', 'UNKNOWN', 'EXPIRED', 'USED_UP'] as const;
export type GiftcardStatus = (typeof giftcardStatuses)[number];

/**
 * The summary of a checkout and of a placed order (G-61, G-62): what is sold is `offer` (a stay,
 * booked or given), `box`, `giftCard` or `activity`; the others are null.
 */
export const checkoutSummarySchema = z.object({
  box: summaryBoxSchema.nullable(),
  /** An activity voucher: the activity, its centre, its participants, for oneself or to offer. */
  activity: z
    .object({
      id: z.number().int(),
      label: z.string(),
      imageUrl: z.string(),
      centre: z.object({ label: z.string(), locationLabel: z.string() }),
      ownUse: z.boolean(),
      validityMonths: z.number().int().positive(),
    })
    .nullable()
    .default(null),
  giftCard: z.object({ amount: centsSchema, format: z.enum(giftFormats) }).nullable(),
  offer: z
    .object({
      id: z.number().int(),
      productId: z.number().int(),
      label: z.string(),
      imageUrl: z.string(),
      roomLabel: z.string(),
      hotel: z.object({
        id: z.number().int(),
        label: z.string(),
        stars: z.number().int().nullable(),
        locationLabel: z.string(),
      }),
    })
    .nullable(),
  stay: z.object({ checkin: isoDateSchema, checkout: isoDateSchema, nights: z.number().int() }).nullable(),
  gift: giftItemSchema
    .pick({ format: true, nights: true })
    .extend({
      /** What the availability upsell adds to the gift's price (cents, in the stay's amount); null without. */
      upsellAmount: centsSchema.nullable().default(null),
    })
    .nullable(),
  /** The travellers; for a gift, the 2 people it is for; null for a gift card. */
  pax: z
    .object({ adults: z.number().int(), children: z.number().int(), babies: z.number().int() })
    .nullable(),
  programLines: z.array(programLineSchema),
  /** Each activity of the package with the day chosen (null before it is chosen, or in a gift). */
  activities: z.array(
    z.object({ activityId: z.number().int(), title: z.string(), date: isoDateSchema.nullable() }),
  ),
  cancellationPolicy: cancellationPolicySchema,
  /** Local tax paid at the hotel, apart from the total; null without tax data. */
  localTaxTotalAmount: centsSchema.nullable(),
  promotion: z
    .object({ code: z.string(), status: z.enum(['APPLIED', 'UNKNOWN', 'NOT_APPLICABLE']) })
    .nullable(),
  /**
   * The gift card typed, and whether it pays: APPLIED (its amount is in the breakdown's
   * `giftcards`), UNKNOWN, EXPIRED or USED_UP (nothing left on it).
   */
  giftcard: z
    .object({ serialNumber: z.string(), status: z.enum(giftcardStatuses) })
    .nullable()
    .default(null),
  /** The insurance offers for this stay; empty when none is offered (S-320). */
  insuranceOffers: z.array(insuranceOfferSchema),
  breakdown: priceBreakdownSchema,
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const orderStatuses = ['CONFIRMED', 'PENDING', 'FAILED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** 201 of POST /route/purchase/orders (G-56). */
/** The token that opens an order's read (X-Order-Access): its id alone opens nothing. */
const orderAccessTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const orderCreatedSchema = z.object({
  orderUUID: z.uuid(),
  status: z.enum(orderStatuses),
  amounts: priceBreakdownSchema,
  /** Given to the browser that placed the order only: GET /api/orders/{orderUUID} asks for it. */
  accessToken: orderAccessTokenSchema,
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** 201 of POST /route/purchase/zeppto (S-499). */
export const zepptoCreatedSchema = z.object({
  booking: z.object({
    orderUUID: z.uuid(),
    status: z.enum(orderStatuses),
    accessToken: orderAccessTokenSchema,
  }),
});

/** A gift voucher of an order, as its confirmation page links it (S-281, G-62). */
export const orderVoucherSchema = z.object({
  /** The code the beneficiary types: `XXXX-XXXX-XXXX-XXXX` (voucherCode.ts). */
  code: z.string(),
  validUntil: isoDateSchema,
  format: z.enum(giftFormats),
  /** The e-voucher to print or forward, on the API's origin. */
  pdfUrl: z.string(),
});
export type OrderVoucher = z.infer<typeof orderVoucherSchema>;

/** GET /api/orders/{orderUUID}: the confirmation page (G-62). */
export const orderSchema = z.object({
  orderUUID: z.uuid(),
  /** The booking number the customer quotes: 8 digits. */
  reference: z.string().regex(/^\d{8}$/),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  locale: localeSchema,
  buyer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  payment: z.object({
    /** GIFTCARD when gift cards paid it all. */
    method: z.enum([...paymentMethods, 'GIFTCARD']),
    /** The card's last four digits; null for a wallet. */
    last4: z.string().nullable(),
    amountPaid: centsSchema,
    /** Later payments of instalments or a deferral. */
    schedule: z.array(z.object({ dueDate: isoDateSchema, amount: centsSchema })),
  }),
  summary: checkoutSummarySchema.omit({ insuranceOffers: true }),
  insurance: z.enum(cancellationChoices),
  /** The gift vouchers, issued once the payment is confirmed; empty for a stay. */
  vouchers: z.array(orderVoucherSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /gateway/psp/intents: the provider's own call, made from the browser; card data stays there. */
export const paymentIntentRequestSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    card: paymentCardSchema,
  }),
  z.object({ method: z.literal('wallet') }),
]);
export const paymentIntentSchema = z.object({
  paymentIntentId: z.string(),
  last4: z.string().nullable(),
  brand: z.string().nullable(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;
