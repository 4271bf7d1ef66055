import { stayNights } from './criteria';
import type { PriceType } from './entities';
import type { Flow } from './flows';
import { displayedPromo, pricePerNight, priceType } from './prices';

// The booking panel of the stay product page (001 §4 "Booking panel", §5, §8): what its main button
// says and does, whether a booking attempt may go on, and the one chosen date of each activity.

/** The flows of the stay product page (001 §2.5). */
export type BookingFlow = Extract<Flow, 'booking' | 'gifting'>;

/** A stay's dates as the page holds them: both, one of them while choosing, or none. */
export interface BookingDates {
  checkin: string | null | undefined;
  checkout: string | null | undefined;
}

/**
 * The main button (S-232, S-237): in gifting it reads "Offer" and the page decides what follows
 * (the personalise drawer); in booking it reads "See prices" and opens the calendar until a date is
 * chosen, then "Book".
 */
export type BookingMainAction =
  | { label: 'seePrices'; action: 'openCalendar' }
  | { label: 'book'; action: 'book' }
  | { label: 'offer'; action: 'offer' };

export function bookingMainAction(flow: BookingFlow, dates: BookingDates): BookingMainAction {
  if (flow === 'gifting') return { label: 'offer', action: 'offer' };
  if (!dates.checkin && !dates.checkout) return { label: 'seePrices', action: 'openCalendar' };
  return { label: 'book', action: 'book' };
}

/** Whether both dates make a stay: two dates, the checkout after the checkin. */
export function hasStayDates(dates: BookingDates): boolean {
  return stayNights(dates.checkin ?? undefined, dates.checkout ?? undefined) !== null;
}

/** One activity of a quote and the days it can be booked on (001 §3 "Activity dates"). */
export interface ActivityDateChoice {
  activityId: number;
  dates: readonly { value: string }[];
}

/**
 * The activity a chosen date belongs to: the part of `{activityId}_{YYYY-MM-DD}` before the
 * underscore (S-240); `null` when that part is not an id.
 */
export function activityIdOfDate(value: string): number | null {
  const separator = value.indexOf('_');
  const prefix = separator < 0 ? value : value.slice(0, separator);
  return /^\d+$/.test(prefix) ? Number(prefix) : null;
}

/**
 * The date chosen for an activity (S-240): the first selection matched to it by the id before the
 * underscore that is one of the days it offers; `undefined` when none is.
 */
export function chosenActivityDate(
  activity: ActivityDateChoice,
  selected: readonly string[],
): string | undefined {
  return selected.find(
    (value) =>
      activityIdOfDate(value) === activity.activityId && activity.dates.some((date) => date.value === value),
  );
}

/** The activities still without a chosen date, in the quote's order (S-239). */
export function missingActivityDates(
  activities: readonly ActivityDateChoice[],
  selected: readonly string[],
): number[] {
  return activities
    .filter((activity) => chosenActivityDate(activity, selected) === undefined)
    .map((activity) => activity.activityId);
}

/** What stops a booking attempt, as the panel shows it (001 §8). */
export type BookingProblem =
  /** "Please choose your travel dates.", an info (S-238). */
  | { kind: 'chooseDates'; tone: 'info' }
  /** "Please choose your activity dates.", an error next to the activities missing a date (S-239). */
  | { kind: 'chooseActivityDates'; tone: 'critical'; activityIds: number[] };

export interface BookingAttempt extends BookingDates {
  /** The quote's activities and their days; empty without activities or before the quote. */
  activities: readonly ActivityDateChoice[];
  /** The chosen `{activityId}_{date}` values. */
  selectedActivityDates: readonly string[];
}

/**
 * Whether pressing Book may go on to checkout (001 §5): both dates first (S-238), then a date for
 * each activity (S-239, S-240). `null` when nothing is missing.
 */
export function bookingProblem(attempt: BookingAttempt): BookingProblem | null {
  if (!hasStayDates(attempt)) return { kind: 'chooseDates', tone: 'info' };
  const missing = missingActivityDates(attempt.activities, attempt.selectedActivityDates);
  if (missing.length > 0) return { kind: 'chooseActivityDates', tone: 'critical', activityIds: missing };
  return null;
}

/** A price of the product page in cents: the from-price or the quote's (001 §3 Price, Quote). */
export interface BookingPriceInput {
  sellPrice: number;
  refPrice: number;
  promoPercentageRounded: number;
  moneySaved: number;
  nights: number;
  /** The lowest price of the 30 days before today; null without history. */
  lowestPrice30Days?: number | null;
}

/** What the booking panel's price block shows (S-246, S-251, S-255, S-256, EU price rules). */
export interface BookingPriceView {
  priceType: PriceType;
  /** The price paid for the whole stay (tourist tax apart). */
  total: number;
  nights: number;
  /** The total divided by the nights, rounded up to the euro (S-251). */
  perNight: number;
  /** The reference price per night, struck beside a promo; null without a promo shown. */
  refPerNight: number | null;
  /** The promo percentage shown: 0 below the quotes' threshold (S-255). */
  promo: number;
  /** What the promo saves; 0 when no promo shows. */
  moneySaved: number;
  /** The lowest price of the last 30 days, shown beside a promo only (EU price rules). */
  lowestPrice30Days: number | null;
}

/**
 * The price block: a final price for a quote (the stay has dates), a "From" price otherwise
 * (S-246); per night rounded up (S-251); the promo only at or above the quotes' threshold (S-255),
 * and with it what it saves and the lowest price of the previous 30 days.
 */
export function bookingPriceView(price: BookingPriceInput, hasDates: boolean): BookingPriceView {
  const promo = displayedPromo(price.promoPercentageRounded, 'quote');
  const hasPromo = promo > 0 && price.refPrice > price.sellPrice;
  return {
    priceType: priceType({ hasDates, itemCategory: 'weekend' }),
    total: price.sellPrice,
    nights: price.nights,
    perNight: pricePerNight(price.sellPrice, price.nights),
    refPerNight: hasPromo ? pricePerNight(price.refPrice, price.nights) : null,
    promo: hasPromo ? promo : 0,
    moneySaved: hasPromo ? price.moneySaved : 0,
    lowestPrice30Days: hasPromo ? (price.lowestPrice30Days ?? null) : null,
  };
}

/** The cancellation choice shows only with more than one offer, and never in gifting (S-315, 001 §4). */
export function showsCancellationChoice(flow: BookingFlow, offerCount: number): boolean {
  return flow === 'booking' && offerCount > 1;
}
