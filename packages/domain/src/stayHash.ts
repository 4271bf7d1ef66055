import { type Clock, isBookableCheckin, stayNights } from './criteria';
import { isIsoDate } from './isoDate';
import { checkoutRoute, hotelRoute, marketHref } from './routes';
import { DEFAULT_PAX, isWithinBounds, PAX_LIMITS, type Pax } from './travellers';

// The state of the stay product page and of the hotel page in the URL hash (001 §2.3, §4, S-195):
// `checkin=2026-12-18&checkout=2026-12-20&night=2&a=2&c=0&b=0&activityDates=…`, so a shared link
// restores the dates, the travellers and the chosen activity days.

export interface StayState extends Pax {
  checkin: string | null;
  checkout: string | null;
  /** Chosen activity days, `{activityId}_{YYYY-MM-DD}` (S-240). */
  activityDates: string[];
  /** Hotel page: `products` scrolls to the offers on load (S-196). */
  anchor: string | null;
  /** Kept as given (S-195, G-44). */
  hotel: string | null;
  theme: string | null;
  /** Gifting: the nights of the gift (S-236). */
  giftNights: number | null;
}

export const EMPTY_STAY: Readonly<StayState> = Object.freeze({
  ...DEFAULT_PAX,
  checkin: null,
  checkout: null,
  activityDates: [],
  anchor: null,
  hotel: null,
  theme: null,
  giftNights: null,
});

const ACTIVITY_DATE = /^\d{1,9}_\d{4}-\d{2}-\d{2}$/;

function count(raw: string | null, bounds: { min: number; max: number }, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return isWithinBounds(value, bounds) ? value : fallback;
}

/**
 * The state of a hash (`#a=2&…`, with or without `#`). Values that are not valid fall back to the
 * defaults: travellers out of range (S-017), dates unless both are set, in order and the checkin
 * still bookable (S-046); activity days only with the dates they belong to.
 */
export function parseStayHash(hash: string, clock: Clock): StayState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  const hasDates =
    isIsoDate(checkin) &&
    isIsoDate(checkout) &&
    stayNights(checkin, checkout) !== null &&
    isBookableCheckin(checkin, clock);
  const activityDates = hasDates
    ? (params.get('activityDates') ?? '')
        .split(',')
        .filter(
          (value) => ACTIVITY_DATE.test(value) && value.slice(-10) >= checkin && value.slice(-10) <= checkout,
        )
    : [];
  const giftNights = count(params.get('giftNights'), { min: 1, max: 30 }, 0);
  return {
    adults: count(params.get('a'), PAX_LIMITS.adults, DEFAULT_PAX.adults),
    children: count(params.get('c'), PAX_LIMITS.children, DEFAULT_PAX.children),
    babies: count(params.get('b'), PAX_LIMITS.babies, DEFAULT_PAX.babies),
    checkin: hasDates ? checkin : null,
    checkout: hasDates ? checkout : null,
    activityDates: [...new Set(activityDates)],
    // An empty value is no value: `hotel=` is written by no page and reads as no hotel.
    anchor: params.get('anchor') || null,
    hotel: params.get('hotel') || null,
    theme: params.get('theme') || null,
    giftNights: giftNights > 0 ? giftNights : null,
  };
}

/** The nights of the state's stay, or null without dates. */
export function nightsOf(state: Pick<StayState, 'checkin' | 'checkout'>): number | null {
  return state.checkin && state.checkout ? stayNights(state.checkin, state.checkout) : null;
}

/** The hash of a state (without `#`): the dates with their nights, the travellers, then the rest. */
export function stayHash(state: StayState): string {
  const params = new URLSearchParams();
  const nights = nightsOf(state);
  if (state.checkin && state.checkout && nights) {
    params.set('checkin', state.checkin);
    params.set('checkout', state.checkout);
    params.set('night', String(nights));
  }
  params.set('a', String(state.adults));
  params.set('c', String(state.children));
  params.set('b', String(state.babies));
  if (state.activityDates.length > 0) params.set('activityDates', state.activityDates.join(','));
  if (state.giftNights) params.set('giftNights', String(state.giftNights));
  for (const key of ['anchor', 'hotel', 'theme'] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  return params.toString().replace(/%2C/g, ',');
}

/**
 * New dates, or none when cleared (S-233, S-234): the activity days chosen for the old dates go,
 * as does the one-time anchor.
 */
export function withStayDates(
  state: StayState,
  dates: { checkin: string; checkout: string } | null,
): StayState {
  return {
    ...state,
    checkin: dates?.checkin ?? null,
    checkout: dates?.checkout ?? null,
    activityDates: [],
    anchor: null,
  };
}

/** New travellers reset the activity days (S-235). */
export function withStayPax(state: StayState, pax: Pax): StayState {
  return { ...state, ...pax, activityDates: [], anchor: null };
}

/**
 * One day per activity (S-240): a chosen value replaces the one of the same activity, matched by
 * the part of the id before the underscore.
 */
export function chooseActivityDate(chosen: readonly string[], value: string): string[] {
  const activity = value.split('_')[0];
  return [...chosen.filter((item) => item.split('_')[0] !== activity), value];
}

/**
 * The booking summary's address, where checkout starts (S-241, S-242, 002 §2):
 * `/checkout#id=…&offerId=…&a&c&b&checkin&checkout&night`, the activity days when there are some
 * and `bestPrice=1` when the checkin is the best price of its month; a gift carries its nights and
 * its format instead (digital unless chosen, 001 §4 Gift format).
 */
export function checkoutHref(
  marketPath: string,
  {
    productId,
    offerId,
    state,
    isBestPrice = false,
  }: { productId: number; offerId: number; state: StayState; isBestPrice?: boolean },
): string {
  const nights = nightsOf(state);
  const params = new URLSearchParams({
    id: String(productId),
    offerId: String(offerId),
    a: String(state.adults),
    c: String(state.children),
    b: String(state.babies),
  });
  if (state.checkin && state.checkout && nights) {
    params.set('checkin', state.checkin);
    params.set('checkout', state.checkout);
    params.set('night', String(nights));
    if (isBestPrice) params.set('bestPrice', '1');
  }
  if (state.activityDates.length > 0) params.set('activityDates', state.activityDates.join(','));
  if (state.giftNights) {
    params.set('giftNights', String(state.giftNights));
    params.set('giftFormat', 'digital');
  }
  return marketHref(marketPath, checkoutRoute(params.toString().replace(/%2C/g, ',')));
}

/**
 * A hotel page link (S-194): the hotel's `uri` when it has one, else `/hotel/{id}`; the hash keeps
 * the travellers and, in booking, the dates with their nights (gifting drops the dates), and names
 * the hotel as result links do.
 */
export function hotelPageHref(
  marketPath: string,
  hotel: { id: number; uri?: string | null },
  { state, flow }: { state: StayState; flow: 'booking' | 'gifting' },
): string {
  const dated = flow === 'gifting' ? withStayDates(state, null) : state;
  const hash = stayHash({
    ...dated,
    activityDates: [],
    anchor: null,
    giftNights: null,
    hotel: String(hotel.id),
  });
  return `${marketHref(marketPath, hotel.uri ?? hotelRoute(hotel.id))}#${hash}`;
}
