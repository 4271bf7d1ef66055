import { addMonths, utcTimeOfDay } from './isoDate';

/**
 * Calendar rules (000 §4 "Calendar", 002 §5 "Calendar day unselectable when", 001 §9).
 * Dates are ISO `YYYY-MM-DD` strings, in the market's time zone.
 */

/** Today stops being selectable at this hour (000 §9). */
export const SAME_DAY_CUTOFF_HOUR = 20;
/** A day without availability data further than this many days after checkin is not selectable. */
export const NO_DATA_FALLBACK_DAYS = 20;
/** The calendar reaches at most this many months after today (001 §5, §9). */
export const HORIZON_MONTHS = 12;

/** One day of an availability map; `null` means no availability that day (000 §3). */
export type DayAvailability = {
  price?: string;
  /** The day's price in cents. */
  amount?: number;
  /** Minimum length of stay in nights for a checkin that day. */
  minLos?: number;
  promo?: number;
  bestPriceOfTheMonth?: boolean;
} | null;

/** Availability by ISO date. A date absent from the map has no data. */
export type AvailabilityMap = Record<string, DayAvailability>;

/**
 * The numbers of nights a stay may last from the chosen checkin: the offer's minimum and maximum
 * stay, and once fetched for a checkin (packageCheckoutNights, S-103) the exact night counts it
 * allows, which may have gaps.
 */
export type PossibleNights = {
  start: number;
  end: number;
  fromCheckin?: { checkin: string; nights: readonly number[] };
};

export interface DateSelection {
  checkin?: string;
  checkout?: string;
}

export interface DaySelectionContext extends DateSelection {
  /** Today in the market's time zone. */
  today: string;
  /** The current hour (0–23) in the market's time zone. */
  hour: number;
  availability?: AvailabilityMap;
  /** Possible checkout offsets for the chosen checkin; absent when not fetched or when the fetch failed. */
  possibleNights?: PossibleNights;
}

const DAY_MS = 86_400_000;

/** Nights from checkin to checkout; negative when checkout is before checkin. */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((utcTimeOfDay(checkout) - utcTimeOfDay(checkin)) / DAY_MS);
}

/** The last day the calendar reaches: one year after today. */
export function calendarHorizonEnd(today: string): string {
  return addMonths(today, HORIZON_MONTHS);
}

/**
 * Whether a day can be clicked (000 §4, 002 §5). With a checkin and no checkout, a day after the
 * checkin is a checkout candidate; a day before it would restart the selection, so it is judged
 * like a new checkin (only availability), which keeps S-101's restart possible.
 */
export function isDaySelectable(day: string, ctx: DaySelectionContext): boolean {
  const { today, hour, checkin, checkout, availability, possibleNights } = ctx;
  if (day < today) return false;
  if (day === today && hour >= SAME_DAY_CUTOFF_HOUR) return false;
  if (day > calendarHorizonEnd(today)) return false;
  const data = availability?.[day];
  if (data === null) return false;
  const absent = availability !== undefined && !(day in availability);
  if (!checkin || checkout || day < checkin) return !absent;
  if (day === checkin) return false;
  const nights = nightsBetween(checkin, day);
  if (possibleNights && (nights < possibleNights.start || nights > possibleNights.end)) return false;
  const fetched = possibleNights?.fromCheckin;
  if (fetched?.checkin === checkin && !fetched.nights.includes(nights)) return false;
  return !(data === undefined && nights > NO_DATA_FALLBACK_DAYS);
}

/** The N of "Minimum stay: N night" shown on the checkin day when its minimum stay exceeds 1. */
export function minimumStayLabel(
  day: string,
  checkin: string | undefined,
  availability: AvailabilityMap | undefined,
): number | null {
  if (day !== checkin) return null;
  const minLos = availability?.[day]?.minLos;
  return minLos !== undefined && minLos > 1 ? minLos : null;
}

/**
 * The price a day shows under its number (G-31): the amount in cents, else the price text, and
 * only on a selectable day.
 */
export function displayedDayPrice(day: string, ctx: DaySelectionContext): number | string | null {
  const data = ctx.availability?.[day];
  if (!data || !isDaySelectable(day, ctx)) return null;
  return data.amount ?? data.price ?? null;
}
