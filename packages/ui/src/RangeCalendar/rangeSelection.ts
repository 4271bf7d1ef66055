import { parseDate } from '@internationalized/date';

/** The dates picked so far, as ISO `YYYY-MM-DD` strings: a start alone while the end is being chosen, or both. */
export interface RangeSelection {
  start?: string;
  end?: string;
}

/** Desktop shows 2 months and pages 1 month at a time (001 §9). */
export const DESKTOP_VISIBLE_MONTHS = 2;
/** Mobile starts with 4 months and loads 3 more each time (001 §9, 000 §4). */
export const MOBILE_INITIAL_MONTHS = 4;
export const MOBILE_MONTH_STEP = 3;

/**
 * The selection after a click (S-101): the first click sets the start, a later click after it sets
 * the end, a click not after the start or a click once both dates exist restarts with that date.
 */
export function nextRangeSelection(current: RangeSelection, clicked: string): RangeSelection {
  const { start, end } = current;
  if (start && !end && clicked > start) return { start, end: clicked };
  return { start: clicked };
}

/** The first day of each month from `minValue`'s month to `maxValue`'s. */
export function monthsBetween(minValue: string, maxValue: string): string[] {
  const first = parseDate(minValue).set({ day: 1 });
  const last = parseDate(maxValue).set({ day: 1 });
  const months: string[] = [];
  for (let month = first; month.compare(last) <= 0; month = month.add({ months: 1 })) {
    months.push(month.toString());
  }
  return months;
}

/** How many months the mobile list shows after one more load, capped at the last month. */
export function loadMoreMonths(loaded: number, total: number): number {
  return Math.min(loaded + MOBILE_MONTH_STEP, total);
}
