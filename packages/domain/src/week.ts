import { utcTimeOfDay } from './isoDate';

// Content that changes every week, such as the menu's "this week" theme (002 §2 Top bar and menu),
// turns on ISO weeks: Monday to Sunday, week 1 holding the year's first Thursday.

const DAY_MS = 86_400_000;
/** Monday 5 January 1970, the first Monday of the Unix epoch. */
const EPOCH_MONDAY = Date.UTC(1970, 0, 5);

/** Days since Monday of the ISO week of `isoDate`, and that Monday in UTC milliseconds. */
function mondayOf(isoDate: string): number {
  const day = utcTimeOfDay(isoDate);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/** The ISO week of a `YYYY-MM-DD` day: 2026-12-31 is in week 53 of 2026, 2027-01-04 in week 1 of 2027. */
export function isoWeek(isoDate: string): { year: number; week: number } {
  const thursday = new Date(mondayOf(isoDate) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/**
 * The item of the week of `isoDate`: the same all week long, the next one the week after, round
 * the list in order (the "this week" theme, S-360). Undefined for an empty list.
 */
export function pickOfTheWeek<T>(items: readonly T[], isoDate: string): T | undefined {
  if (items.length === 0) return undefined;
  const weeks = Math.round((mondayOf(isoDate) - EPOCH_MONDAY) / (7 * DAY_MS));
  return items[((weeks % items.length) + items.length) % items.length];
}
