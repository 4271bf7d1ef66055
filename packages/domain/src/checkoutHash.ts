import type { OrderItems } from './api/orders';
import type { GiftFormat, GiftUpsell } from './criteria';
import { stayNights } from './criteria';
import { GIFT_CARD_MAX, GIFT_CARD_MIN } from './giftCard';
import { type PriceBucket, priceBuckets } from './giftPrice';
import { addDays, isIsoDate } from './isoDate';
import { activityRoute, giftCardRoute, giftsRoute, marketHref, stayRoute } from './routes';
import {
  NO_SUB_ELEMENTS,
  parseSubElementSelection,
  type SubElementSelection,
  subElementHashEntries,
  subElementIdsOf,
} from './subElements';
import { ACTIVITY_PARTICIPANTS, GIFTING_PAX, isWithinBounds, PAX_LIMITS, type Pax } from './travellers';

// The booking summary's state in the URL hash (002 §2, S-337): `id`, `offerId`, `a`, `c`, `b`,
// `checkin`, `night` (or `checkout`) and `activityDates` for a stay; `giftNights` and `giftFormat`
// for a gift, with its `bucket` (S-270), `upsell=availability` (S-267) and a physical gift's extras as `se{categoryId}` (S-279); `bestPrice=1` when the checkin was the best price of its month (S-241); `error=1`
// and `isLoading=1` for the wallet fast checkout (S-333, S-334). A box is `code` and `giftFormat`
// (with a physical box's extras), a gift card `giftCard` (whole euros) and `giftFormat` (S-293, G-63).
// An activity voucher is `id` and `a` alone, with `customType=OWN_USE` (in the query, S-286) when
// bought for oneself.

/** What the checkout sells: a stay (booked or given, by `offerId`), a box, a gift card or an activity voucher. */
export type CheckoutProduct =
  | { kind: 'stay' }
  | { kind: 'box'; code: string }
  | { kind: 'giftCard' /** Whole euros. */; amount: number }
  | { kind: 'activity'; ownUse: boolean };

export interface CheckoutState extends Pax {
  product: CheckoutProduct;
  /** The product page the buyer came from (an activity voucher's id); 0 for a box or a gift card. */
  productId: number;
  offerId: number;
  checkin: string | null;
  nights: number | null;
  /** `{activityId}_{YYYY-MM-DD}` */
  activityDates: string[];
  giftNights: number | null;
  giftFormat: GiftFormat | null;
  /** A stay given with the availability upsell (S-267). */
  giftUpsell: GiftUpsell;
  /** A stay given at the price of a bucket customer care chose (S-270); null for the minimum fare. */
  giftBucket: PriceBucket | null;
  /** The extras of a physical gift. */
  subElements: SubElementSelection;
  /** The stay was chosen on the best price of its month in the calendar (S-241). */
  isBestPrice: boolean;
  error: boolean;
  isLoading: boolean;
}

const ID = /^[1-9]\d{0,8}$/;
const ACTIVITY_DATE = /^\d{1,9}_\d{4}-\d{2}-\d{2}$/;
const MAX_NIGHTS = 14;

function bounded(raw: string | null, bounds: { min: number; max: number }, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return isWithinBounds(value, bounds) ? value : fallback;
}

/** The nights of a stay: `night`, or from `checkin` to `checkout` when the link gives those (S-337). */
function nightsParam(params: URLSearchParams, checkin: string | null): string | null {
  const night = params.get('night');
  if (night !== null) return night;
  const checkout = params.get('checkout');
  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? stayNights(checkin, checkout) : null;
  return nights === null ? null : String(nights);
}

/** The participants of an activity voucher's hash: `a` within 1 to 2, else none. */
function activityAdults(params: URLSearchParams): number | null {
  const raw = params.get('a');
  const adults = raw !== null && /^\d$/.test(raw) ? Number(raw) : 0;
  return isWithinBounds(adults, ACTIVITY_PARTICIPANTS) ? adults : null;
}

/** Whether a hash names a stay or a gift of one, rather than an activity voucher. */
const namesAStay = (params: URLSearchParams) =>
  ['checkin', 'night', 'checkout', 'giftNights', 'offerId', 'c', 'b'].some((key) => params.has(key));

/**
 * The state of a checkout hash (or query string), or null when it names no offer or neither a
 * stay (checkin and night, or checkin and checkout), a gift (giftNights) nor an activity voucher
 * (`id` and `a` alone). `search` is the page's query, where `customType=OWN_USE` comes (S-286).
 */
export function parseCheckoutHash(hash: string, search = ''): CheckoutState | null {
  const params = new URLSearchParams(hash.replace(/^[#?]/, ''));
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const gift = parseGiftProduct(params);
  if (gift) return gift;
  const id = params.get('id') ?? params.get('offerId') ?? '';
  const offerId = params.get('offerId') ?? id;
  if (!ID.test(id) || !ID.test(offerId)) return null;
  const adults = activityAdults(params);
  if (!namesAStay(params) && adults !== null) {
    const customType = params.get('customType') ?? query.get('customType');
    return activityState(Number(id), adults, customType === 'OWN_USE', params);
  }
  const checkin = params.get('checkin');
  const nights = bounded(nightsParam(params, checkin), { min: 1, max: MAX_NIGHTS }, 0);
  const giftNights = bounded(params.get('giftNights'), { min: 1, max: MAX_NIGHTS }, 0);
  const hasStay = isIsoDate(checkin) && nights > 0 && giftNights === 0;
  if (!hasStay && giftNights === 0) return null;
  const checkout = hasStay && checkin ? addDays(checkin, nights) : null;
  const format = params.get('giftFormat');
  const pax = hasStay
    ? {
        adults: bounded(params.get('a'), PAX_LIMITS.adults, 2),
        children: bounded(params.get('c'), PAX_LIMITS.children, 0),
        babies: bounded(params.get('b'), PAX_LIMITS.babies, 0),
      }
    : { ...GIFTING_PAX };
  return {
    ...pax,
    product: { kind: 'stay' },
    productId: Number(id),
    offerId: Number(offerId),
    checkin: hasStay ? checkin : null,
    nights: hasStay ? nights : null,
    activityDates:
      hasStay && checkin && checkout
        ? [
            ...new Set(
              (params.get('activityDates') ?? '')
                .split(',')
                .filter((v) => ACTIVITY_DATE.test(v) && v.slice(-10) >= checkin && v.slice(-10) <= checkout),
            ),
          ]
        : [],
    giftNights: hasStay ? null : giftNights,
    giftFormat: hasStay ? null : format === 'physical' ? 'physical' : 'digital',
    giftUpsell: !hasStay && params.get('upsell') === 'availability' ? 'availability' : 'none',
    giftBucket: hasStay
      ? null
      : (priceBuckets.find((bucket) => String(bucket) === params.get('bucket')) ?? null),
    subElements: !hasStay && format === 'physical' ? parseSubElementSelection(params) : NO_SUB_ELEMENTS,
    isBestPrice: hasStay && params.get('bestPrice') === '1',
    error: params.get('error') === '1',
    isLoading: params.get('isLoading') === '1',
  };
}

/** An activity voucher's checkout: for oneself, or a digital gift with its message. */
function activityState(id: number, adults: number, ownUse: boolean, params: URLSearchParams): CheckoutState {
  return {
    adults,
    children: 0,
    babies: 0,
    product: { kind: 'activity', ownUse },
    productId: id,
    offerId: id,
    checkin: null,
    nights: null,
    activityDates: [],
    giftNights: null,
    giftFormat: ownUse ? null : 'digital',
    giftUpsell: 'none',
    giftBucket: null,
    subElements: NO_SUB_ELEMENTS,
    isBestPrice: false,
    error: params.get('error') === '1',
    isLoading: params.get('isLoading') === '1',
  };
}

const BOX_CODE = /^[A-Z0-9]{2,24}$/;

/** A box (`code`) or a gift card (`giftCard`, whole euros within the bounds) and its format; else null. */
function parseGiftProduct(params: URLSearchParams): CheckoutState | null {
  const code = params.get('code');
  const euros = params.get('giftCard');
  const amount = euros !== null && /^\d{1,7}$/.test(euros) ? Number(euros) : 0;
  const product: CheckoutProduct | null =
    code !== null && BOX_CODE.test(code)
      ? { kind: 'box', code }
      : isWithinBounds(amount, { min: GIFT_CARD_MIN, max: GIFT_CARD_MAX })
        ? { kind: 'giftCard', amount }
        : null;
  if (!product) return null;
  const format: GiftFormat = params.get('giftFormat') === 'physical' ? 'physical' : 'digital';
  return {
    ...GIFTING_PAX,
    product,
    productId: 0,
    offerId: 0,
    checkin: null,
    nights: null,
    activityDates: [],
    giftNights: null,
    giftFormat: format,
    giftUpsell: 'none',
    giftBucket: null,
    subElements:
      product.kind === 'box' && format === 'physical' ? parseSubElementSelection(params) : NO_SUB_ELEMENTS,
    isBestPrice: false,
    error: params.get('error') === '1',
    isLoading: params.get('isLoading') === '1',
  };
}

/** Whether the checkout sells a gift: a stay given, a box, a gift card or an activity to offer. */
export function isGiftCheckout(state: CheckoutState): boolean {
  if (state.product.kind === 'activity') return !state.product.ownUse;
  return state.giftNights !== null || state.product.kind !== 'stay';
}

/** Whether the buyer chooses a cancellation option: only for a stay booked for oneself (S-317). */
export function hasCancellationChoice(state: CheckoutState): boolean {
  return state.product.kind === 'stay' && state.giftNights === null;
}

/** The hash of a box or gift card checkout's product and format. */
function giftProductParams(state: CheckoutState): URLSearchParams | null {
  const { product } = state;
  const format = state.giftFormat ?? 'digital';
  if (product.kind === 'stay') return null;
  if (product.kind === 'activity') {
    const params = new URLSearchParams({ id: String(state.productId), a: String(state.adults) });
    if (product.ownUse) params.set('customType', 'OWN_USE');
    return params;
  }
  const params =
    product.kind === 'box'
      ? new URLSearchParams({ code: product.code, giftFormat: format })
      : new URLSearchParams({ giftCard: String(product.amount), giftFormat: format });
  if (product.kind === 'box' && format === 'physical') appendSubElements(params, state.subElements);
  return params;
}

function appendSubElements(params: URLSearchParams, selection: SubElementSelection): void {
  for (const [key, value] of subElementHashEntries(selection)) params.set(key, value);
}

/** The hash of a checkout state, without `#`. */
export function checkoutHash(state: CheckoutState): string {
  const gift = giftProductParams(state);
  if (gift) {
    if (state.error) gift.set('error', '1');
    if (state.isLoading) gift.set('isLoading', '1');
    return gift.toString().replace(/%2C/g, ',');
  }
  const params = new URLSearchParams({ id: String(state.productId), offerId: String(state.offerId) });
  params.set('a', String(state.adults));
  params.set('c', String(state.children));
  params.set('b', String(state.babies));
  if (state.checkin && state.nights) {
    params.set('checkin', state.checkin);
    params.set('night', String(state.nights));
  }
  if (state.activityDates.length > 0) params.set('activityDates', state.activityDates.join(','));
  if (state.giftNights) {
    params.set('giftNights', String(state.giftNights));
    params.set('giftFormat', state.giftFormat ?? 'digital');
    if (state.giftBucket !== null) params.set('bucket', String(state.giftBucket));
    if (state.giftUpsell === 'availability') params.set('upsell', 'availability');
    if (state.giftFormat === 'physical') appendSubElements(params, state.subElements);
  }
  if (state.isBestPrice) params.set('bestPrice', '1');
  if (state.error) params.set('error', '1');
  if (state.isLoading) params.set('isLoading', '1');
  return params.toString().replace(/%2C/g, ',');
}

export interface CheckoutChoices {
  insurance: OrderItems['insuranceItem'];
  promotionCode: string | null;
  specialRequest: string | null;
  /** The serial number of a gift card paying part or all of it; never for a gift card. */
  giftcardSerial?: string | null;
  giftMessage?: { fromName: string | null; message: string | null };
  minisiteId?: number | null;
}

/** A checkout before the buyer chooses anything: what the server first prices. */
export const NO_CHECKOUT_CHOICES: CheckoutChoices = Object.freeze({
  insurance: null,
  promotionCode: null,
  specialRequest: null,
});

/** Whether a gift card may pay for the checkout's product: anything but another gift card. */
export const takesGiftcard = (state: Pick<CheckoutState, 'product'>) => state.product.kind !== 'giftCard';

/** The order items of a checkout (S-339, S-340). */
export function checkoutItems(state: CheckoutState, choices: CheckoutChoices): OrderItems {
  const { product } = state;
  const message = {
    fromName: choices.giftMessage?.fromName ?? null,
    message: choices.giftMessage?.message ?? null,
  };
  const format = state.giftFormat ?? 'digital';
  const promotionCodeItem = choices.promotionCode ? { code: choices.promotionCode } : null;
  const giftcardItem =
    choices.giftcardSerial && takesGiftcard(state) ? { serialNumber: choices.giftcardSerial } : null;
  if (product.kind === 'activity') {
    return {
      shortStayItem: null,
      boxItem: null,
      giftCardItem: null,
      activityItem: {
        voucherId: state.productId,
        adults: state.adults,
        customType: product.ownUse ? 'OWN_USE' : 'GIFT',
        ...(product.ownUse ? { fromName: null, message: null } : message),
      },
      insuranceItem: null,
      promotionCodeItem,
      giftcardItem,
    };
  }
  if (product.kind === 'box') {
    return {
      shortStayItem: null,
      activityItem: null,
      boxItem: {
        code: product.code,
        format,
        subElementIds: format === 'physical' ? subElementIdsOf(state.subElements) : [],
        ...message,
      },
      giftCardItem: null,
      insuranceItem: null,
      promotionCodeItem,
      giftcardItem,
    };
  }
  if (product.kind === 'giftCard') {
    return {
      shortStayItem: null,
      boxItem: null,
      giftCardItem: { amount: product.amount * 100, format, ...message },
      activityItem: null,
      insuranceItem: null,
      promotionCodeItem,
      giftcardItem,
    };
  }
  return {
    shortStayItem: {
      reservationCriteria: {
        offerId: state.offerId,
        activityDaySelections: state.activityDates.map((value) => {
          const [activityId = '0', date = ''] = value.split('_');
          return { activityId: Number(activityId), date };
        }),
        pax: { numberOfAdults: state.adults, numberOfChildren: state.children, numberOfBabies: state.babies },
        travelPeriod:
          state.checkin && state.nights
            ? { checkinDate: state.checkin, checkoutDate: addDays(state.checkin, state.nights) }
            : null,
        minisiteId: choices.minisiteId ?? null,
      },
      gift: state.giftNights
        ? {
            format,
            nights: state.giftNights,
            upsell: state.giftUpsell,
            bucket: state.giftBucket,
            ...message,
            subElementIds: state.giftFormat === 'physical' ? subElementIdsOf(state.subElements) : [],
          }
        : null,
      specialRequest: choices.specialRequest,
    },
    boxItem: null,
    giftCardItem: null,
    activityItem: null,
    insuranceItem: state.giftNights ? null : choices.insurance,
    promotionCodeItem,
    giftcardItem,
  };
}

/**
 * The checkout header's back arrow (002 §2): the product page with checkin, checkout, nights,
 * travellers, and a gift's nights and format.
 */
export function productBackHref(marketPath: string, state: CheckoutState): string {
  if (state.product.kind === 'box') return marketHref(marketPath, giftsRoute());
  if (state.product.kind === 'giftCard') return marketHref(marketPath, giftCardRoute());
  if (state.product.kind === 'activity') {
    return `${marketHref(marketPath, activityRoute(state.productId))}#a=${state.adults}`;
  }
  const params = new URLSearchParams();
  if (state.checkin && state.nights) {
    params.set('checkin', state.checkin);
    params.set('checkout', addDays(state.checkin, state.nights));
    params.set('night', String(state.nights));
  }
  params.set('a', String(state.adults));
  params.set('c', String(state.children));
  params.set('b', String(state.babies));
  if (state.giftNights) {
    params.set('giftNights', String(state.giftNights));
    params.set('giftFormat', state.giftFormat ?? 'digital');
    if (state.giftBucket !== null) params.set('bucket', String(state.giftBucket));
    if (state.giftUpsell === 'availability') params.set('upsell', 'availability');
    if (state.giftFormat === 'physical') appendSubElements(params, state.subElements);
  }
  const route = stayRoute(state.productId, state.giftNights ? 'gifting' : 'booking');
  return `${marketHref(marketPath, route)}#${params.toString().replace(/%2C/g, ',')}`;
}
