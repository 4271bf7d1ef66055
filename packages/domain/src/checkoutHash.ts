import type { OrderItems } from './api/orders';
import type { GiftFormat } from './criteria';
import { stayNights } from './criteria';
import { addDays, isIsoDate } from './isoDate';
import { marketHref, stayRoute } from './routes';
import {
  NO_SUB_ELEMENTS,
  parseSubElementSelection,
  type SubElementSelection,
  subElementHashEntries,
  subElementIdsOf,
} from './subElements';
import { GIFTING_PAX, isWithinBounds, PAX_LIMITS, type Pax } from './travellers';

// The booking summary's state in the URL hash (002 §2, S-337): `id`, `offerId`, `a`, `c`, `b`,
// `checkin`, `night` (or `checkout`) and `activityDates` for a stay; `giftNights` and `giftFormat`
// for a gift, with a physical gift's extras as `se{categoryId}` (S-279); `bestPrice=1` when the checkin was the best price of its month (S-241); `error=1`
// and `isLoading=1` for the wallet fast checkout (S-333, S-334).

export interface CheckoutState extends Pax {
  /** The product page the buyer came from. */
  productId: number;
  offerId: number;
  checkin: string | null;
  nights: number | null;
  /** `{activityId}_{YYYY-MM-DD}` */
  activityDates: string[];
  giftNights: number | null;
  giftFormat: GiftFormat | null;
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

/**
 * The state of a checkout hash (or query string), or null when it names no offer or neither a
 * stay (checkin and night, or checkin and checkout) nor a gift (giftNights).
 */
export function parseCheckoutHash(hash: string): CheckoutState | null {
  const params = new URLSearchParams(hash.replace(/^[#?]/, ''));
  const id = params.get('id') ?? params.get('offerId') ?? '';
  const offerId = params.get('offerId') ?? id;
  if (!ID.test(id) || !ID.test(offerId)) return null;
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
    subElements: !hasStay && format === 'physical' ? parseSubElementSelection(params) : NO_SUB_ELEMENTS,
    isBestPrice: hasStay && params.get('bestPrice') === '1',
    error: params.get('error') === '1',
    isLoading: params.get('isLoading') === '1',
  };
}

function appendSubElements(params: URLSearchParams, selection: SubElementSelection): void {
  for (const [key, value] of subElementHashEntries(selection)) params.set(key, value);
}

/** The hash of a checkout state, without `#`. */
export function checkoutHash(state: CheckoutState): string {
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
  giftMessage?: { fromName: string | null; message: string | null };
  minisiteId?: number | null;
}

/** A checkout before the buyer chooses anything: what the server first prices. */
export const NO_CHECKOUT_CHOICES: CheckoutChoices = Object.freeze({
  insurance: null,
  promotionCode: null,
  specialRequest: null,
});

/** The order items of a checkout (S-339, S-340). */
export function checkoutItems(state: CheckoutState, choices: CheckoutChoices): OrderItems {
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
            format: state.giftFormat ?? 'digital',
            nights: state.giftNights,
            fromName: choices.giftMessage?.fromName ?? null,
            message: choices.giftMessage?.message ?? null,
            subElementIds: state.giftFormat === 'physical' ? subElementIdsOf(state.subElements) : [],
          }
        : null,
      specialRequest: choices.specialRequest,
    },
    insuranceItem: state.giftNights ? null : choices.insurance,
    promotionCodeItem: choices.promotionCode ? { code: choices.promotionCode } : null,
  };
}

/**
 * The checkout header's back arrow (002 §2): the product page with checkin, checkout, nights,
 * travellers, and a gift's nights and format.
 */
export function productBackHref(marketPath: string, state: CheckoutState): string {
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
    if (state.giftFormat === 'physical') appendSubElements(params, state.subElements);
  }
  const route = stayRoute(state.productId, state.giftNights ? 'gifting' : 'booking');
  return `${marketHref(marketPath, route)}#${params.toString().replace(/%2C/g, ',')}`;
}
