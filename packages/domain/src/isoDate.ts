// Calendar days written `YYYY-MM-DD`, counted in UTC so that no time zone moves them. Plain `Date`
// arithmetic: every page needs these few operations, long before a calendar widget loads.

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` day, NaN when the text is not shaped as one. It does not
 * check that the day exists (30 February counts as 2 March): for hot paths over data the code wrote,
 * such as the API's read model; `utcTimeOfDay` checks.
 */
export function dayNumber(isoDate: string): number {
  // Character codes and slices rather than a pattern: the read model counts days by the million.
  if (isoDate.length !== 10 || isoDate.charCodeAt(4) !== 45 || isoDate.charCodeAt(7) !== 45)
    return Number.NaN;
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The `YYYY-MM-DD` day of a day number. */
export function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight UTC of a day, in milliseconds. Throws a RangeError on anything but a real `YYYY-MM-DD` day. */
export function utcTimeOfDay(isoDate: string): number {
  const day = dayNumber(isoDate);
  if (Number.isNaN(day) || isoDateOfDay(day) !== isoDate)
    throw new RangeError(`Not a calendar day: ${isoDate}`);
  return day * DAY_MS;
}

/** Whether a value is a real calendar day written `YYYY-MM-DD` (no 30 February). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    utcTimeOfDay(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOfDay(utcTimeOfDay(isoDate) / DAY_MS + days);
}

/** The same day some months later (or earlier), kept within the month: 31 January + 1 month is 28 or 29 February. */
export function addMonths(isoDate: string, months: number): string {
  const day = new Date(utcTimeOfDay(isoDate));
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return isoDateOfDay(target.getTime() / DAY_MS);
}

/** Monday 0 … Sunday 6. */
export function dayOfWeek(isoDate: string): number {
  return (new Date(utcTimeOfDay(isoDate)).getUTCDay() + 6) % 7;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Today's date and hour (0–23) in a time zone (the market's, e.g. `Europe/Paris`). */
export function todayInTimeZone(now: Date, timeZone: string): { date: string; hour: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(now).map(({ type, value }) => [type, value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
