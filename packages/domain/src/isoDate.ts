// Calendar days written `YYYY-MM-DD`, counted in UTC so that no time zone moves them. Plain `Date`
// arithmetic: every page needs these few operations, long before a calendar widget loads.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a UTC time, `YYYY-MM-DD`. */
function isoDateOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Midnight UTC of a day, in milliseconds. Throws a RangeError on anything but a real `YYYY-MM-DD` day. */
export function utcTimeOfDay(isoDate: string): number {
  const match = ISO_DAY.exec(isoDate);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || isoDateOf(time) !== isoDate)
    throw new RangeError(`Not a calendar day: ${isoDate}`);
  return time;
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
  return isoDateOf(utcTimeOfDay(isoDate) + days * DAY_MS);
}

/** The same day some months later (or earlier), kept within the month: 31 January + 1 month is 28 or 29 February. */
export function addMonths(isoDate: string, months: number): string {
  const day = new Date(utcTimeOfDay(isoDate));
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return isoDateOf(target.getTime());
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
