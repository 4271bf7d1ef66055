import type { DayAvailability } from './calendar';
import { checkoutHash } from './checkoutHash';
import { type Clock, type GiftFormat, type GiftUpsell, isBookableCheckin } from './criteria';
import { type PriceBucket, priceBuckets } from './giftPrice';
import { addMonths, isIsoDate } from './isoDate';
import { checkoutRoute, marketHref } from './routes';
import type { SubElementSelection } from './subElements';
import { GIFTING_PAX, PAX_LIMITS } from './travellers';
import { voucherSupplement } from './voucherCoverage';

// The gift set-up of the gifting stay page (001 §2.6, §4, §9): its state in the URL hash
// (S-258: giftNights, giftFormat, bucket, upsell, night, giftAdults, hotelId, checkin), the gift
// nights a stay can be offered for (S-269), the price buckets (S-270) and the gift calendar's day
// statuses (S-268).

export interface GiftSetup {
  giftNights: number;
  giftFormat: GiftFormat;
  bucket: PriceBucket | null;
  upsell: GiftUpsell;
  /** With a chosen checkin: the stay's nights, the gift's. */
  night: number | null;
  giftAdults: number;
  hotelId: number | null;
  /** The day chosen in the gift calendar; a gift without dates has none. */
  checkin: string | null;
}

/**
 * The gift nights the page offers (S-269): every count from the smallest to the largest key of
 * the stay's nights price table; none for an empty table.
 */
export function giftNightsOptions(nightsKeys: Iterable<number | string>): number[] {
  const keys = [...nightsKeys].map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (keys.length === 0) return [];
  const min = Math.min(...keys);
  const max = Math.max(...keys);
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

const ID = /^[1-9]\d{0,8}$/;

function wholeNumber(raw: string | null): number | null {
  return raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : null;
}

/** The set-up before the buyer chooses anything: the shortest gift, digital, no upsell (S-260). */
export function defaultGiftSetup(nightsOptions: readonly number[]): GiftSetup {
  return {
    giftNights: nightsOptions[0] ?? 1,
    giftFormat: 'digital',
    bucket: null,
    upsell: 'none',
    night: null,
    giftAdults: GIFTING_PAX.adults,
    hotelId: null,
    checkin: null,
  };
}

/**
 * The set-up of a hash (`#giftNights=2&giftFormat=physical…`, with or without `#`). A value that is
 * not valid falls back to its default: gift nights outside the offered ones, an unknown format,
 * bucket or upsell, adults out of range, a checkin in the past or not a date (then no `night`).
 */
export function parseGiftSetupHash(
  hash: string,
  { nightsOptions, clock }: { nightsOptions: readonly number[]; clock: Clock },
): GiftSetup {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const defaults = defaultGiftSetup(nightsOptions);
  const nights = wholeNumber(params.get('giftNights'));
  const bucket = wholeNumber(params.get('bucket'));
  const adults = wholeNumber(params.get('giftAdults'));
  const hotelId = params.get('hotelId') ?? '';
  const checkin = params.get('checkin');
  const giftNights = nights !== null && nightsOptions.includes(nights) ? nights : defaults.giftNights;
  const hasCheckin = isIsoDate(checkin) && isBookableCheckin(checkin, clock);
  return {
    giftNights,
    giftFormat: params.get('giftFormat') === 'physical' ? 'physical' : 'digital',
    bucket: priceBuckets.find((value) => value === bucket) ?? null,
    upsell: params.get('upsell') === 'availability' ? 'availability' : 'none',
    night: hasCheckin ? giftNights : null,
    giftAdults:
      adults !== null && adults >= PAX_LIMITS.adults.min && adults <= PAX_LIMITS.adults.max
        ? adults
        : defaults.giftAdults,
    hotelId: ID.test(hotelId) ? Number(hotelId) : null,
    checkin: hasCheckin ? checkin : null,
  };
}

/**
 * The hash of a set-up (without `#`), then any other entries the page keeps there (the
 * sub-elements' `se*` keys). The defaults are written too, so a shared link reads the same.
 */
export function giftSetupHash(setup: GiftSetup, extra: readonly (readonly [string, string])[] = []): string {
  const params = new URLSearchParams();
  params.set('giftNights', String(setup.giftNights));
  params.set('giftFormat', setup.giftFormat);
  if (setup.bucket !== null) params.set('bucket', String(setup.bucket));
  params.set('upsell', setup.upsell);
  params.set('giftAdults', String(setup.giftAdults));
  if (setup.hotelId !== null) params.set('hotelId', String(setup.hotelId));
  if (setup.checkin) {
    params.set('checkin', setup.checkin);
    params.set('night', String(setup.giftNights));
  }
  for (const [key, value] of extra) params.append(key, value);
  return params.toString().replace(/%2C/g, ',');
}

/** Other gift nights: a chosen day goes, as its stay's length changes. */
export function withGiftNights(setup: GiftSetup, giftNights: number): GiftSetup {
  return { ...setup, giftNights, checkin: null, night: null };
}

/** A day of the gift calendar (001 §3 Availability calendar day, §4 Calendar day status). */
export type GiftDayStatus =
  | { status: 'included' }
  | { status: 'supplement'; supplement: number }
  | { status: 'notAvailable' };

/**
 * The status of a day of the gift calendar (S-268), for a stay of the gift's nights from that day
 * worth `amount` (cents): notAvailable when no such stay can start then (no price, or its minimum
 * stay exceeds the gift's nights); supplement when it costs more than the gift (the difference);
 * otherwise included. A gift of no amount (a box's) includes every day a stay can start.
 */
export function giftDayStatus(
  day: DayAvailability | undefined,
  { giftAmount, giftNights }: { giftAmount: number | null; giftNights: number },
): GiftDayStatus {
  if (!day || day.amount === undefined) return { status: 'notAvailable' };
  if ((day.minLos ?? 1) > giftNights) return { status: 'notAvailable' };
  const supplement = voucherSupplement(giftAmount, day.amount);
  return supplement > 0 ? { status: 'supplement', supplement } : { status: 'included' };
}

/**
 * What the buyer pays for the gift as set up: the gift's price, and with the physical format its
 * shipping cost and chosen sub-elements (S-263, S-279); the digital format adds nothing.
 */
export function giftSetupTotal({
  giftPrice,
  giftFormat,
  shippingCost,
  subElementsPrice,
}: {
  giftPrice: number;
  giftFormat: GiftFormat;
  shippingCost: number;
  subElementsPrice: number;
}): number {
  return giftFormat === 'physical' ? giftPrice + shippingCost + subElementsPrice : giftPrice;
}

/**
 * The checkout of a gift as set up (S-237): the offer, its nights for 2 people, its format, and a
 * physical gift's extras (`se*`).
 */
export function giftCheckoutHref(
  marketPath: string,
  {
    productId,
    setup,
    subElements,
  }: { productId: number; setup: GiftSetup; subElements: SubElementSelection },
): string {
  const hash = checkoutHash({
    ...GIFTING_PAX,
    productId,
    offerId: productId,
    product: { kind: 'stay' },
    checkin: null,
    nights: null,
    activityDates: [],
    giftNights: setup.giftNights,
    giftFormat: setup.giftFormat,
    giftUpsell: setup.upsell,
    giftBucket: setup.bucket,
    subElements,
    isBestPrice: false,
    error: false,
    isLoading: false,
  });
  return marketHref(marketPath, checkoutRoute(hash));
}

/** Every day of a month (`YYYY-MM`), as `YYYY-MM-DD`. */
export function daysOfMonth(month: string): string[] {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** One month of the gift calendar: each of its days with its status (S-268). */
export interface GiftCalendarMonth {
  month: string;
  days: { date: string; status: GiftDayStatus }[];
}

/**
 * The months of the gift calendar (`YYYY-MM`): `count` of them from the current one, which it
 * never goes back before (001 §4).
 */
export function giftCalendarMonthsFrom(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(`${today.slice(0, 7)}-01`, i).slice(0, 7));
}

/**
 * The gift calendar's months (`YYYY-MM`), each day with its status for the gift; a day the
 * availability answer leaves out is notAvailable.
 */
export function giftCalendarMonths(
  days: Readonly<Record<string, DayAvailability>>,
  months: readonly string[],
  gift: { giftAmount: number; giftNights: number },
): GiftCalendarMonth[] {
  return months.map((month) => ({
    month,
    days: daysOfMonth(month).map((date) => ({ date, status: giftDayStatus(days[date], gift) })),
  }));
}
