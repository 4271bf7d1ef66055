import type { Catalog } from '../catalog/catalog';
import { ApiError } from '../http/errors';

/**
 * The months a calendar may show: from the first bookable day's month to the horizon's (one
 * year, S-119), and the month asked (the first by default); a month outside them is a 400.
 */
export function calendarWindow(catalog: Catalog, month: string | undefined) {
  const minMonth = catalog.firstCheckin().slice(0, 7);
  const maxMonth = catalog.lastCheckin().slice(0, 7);
  const asked = month ?? minMonth;
  if (asked < minMonth || asked > maxMonth) {
    const message = `Expected a month from ${minMonth} to ${maxMonth}`;
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: month', [{ path: 'month', message }]);
  }
  return { month: asked, minMonth, maxMonth };
}
