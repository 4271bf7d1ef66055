// Day arithmetic on ISO dates (`YYYY-MM-DD`) as integers, for the read model's hot paths: the
// domain's addDays and nightsBetween parse calendar dates on every call, which a search pricing
// hundreds of stays, or a calendar quoting a month of checkins, cannot afford. Same results.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date; NaN when it is not one. */
export function dayNumber(isoDate: string): number {
  if (isoDate.length !== 10 || isoDate.charCodeAt(4) !== 45 || isoDate.charCodeAt(7) !== 45)
    return Number.NaN;
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The ISO date of a day number. */
export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
