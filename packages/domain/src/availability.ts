import type { AvailabilityMap, DayAvailability } from './calendar';
import { addMonths } from './isoDate';

// Availability calendars by month (001 §3 Availability calendar day, G-48).

/** `YYYY-MM` shifted by some months. */
export function shiftMonth(month: string, months: number): string {
  return addMonths(`${month}-01`, months).slice(0, 7);
}

/** The months from `month` on, `count` of them. */
export function monthsFrom(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(month, i));
}

/**
 * Marks in each calendar month the days whose amount is that month's lowest (S-207); every other
 * priced day is not the best price.
 */
export function markBestPriceOfTheMonth(days: AvailabilityMap): AvailabilityMap {
  const best = new Map<string, number>();
  for (const [date, day] of Object.entries(days)) {
    if (day?.amount === undefined) continue;
    const month = date.slice(0, 7);
    best.set(month, Math.min(best.get(month) ?? Number.POSITIVE_INFINITY, day.amount));
  }
  const marked: AvailabilityMap = {};
  for (const [date, day] of Object.entries(days)) {
    marked[date] =
      day?.amount === undefined
        ? day
        : { ...day, bestPriceOfTheMonth: day.amount === best.get(date.slice(0, 7)) };
  }
  return marked;
}

/**
 * A hotel's calendar from its offers' calendars: each day takes the cheapest offer available
 * that day, or null when none is; best prices are marked per month.
 */
export function cheapestDays(calendars: readonly AvailabilityMap[]): AvailabilityMap {
  const days: Record<string, DayAvailability> = {};
  for (const calendar of calendars) {
    for (const [date, day] of Object.entries(calendar)) {
      const current = days[date];
      if (current === undefined || current === null) days[date] = day;
      else if (day?.amount !== undefined && day.amount < (current.amount ?? Number.POSITIVE_INFINITY)) {
        days[date] = day;
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(days).sort(([a], [b]) => (a < b ? -1 : 1)));
  return markBestPriceOfTheMonth(sorted);
}

/** Whether a checkin day is the best price of its month in a calendar answer (S-207, S-241). */
export function isBestPriceOfTheMonth(days: AvailabilityMap | undefined, date: string | null): boolean {
  return date !== null && days?.[date]?.bestPriceOfTheMonth === true;
}
