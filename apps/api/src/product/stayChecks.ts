import { addDays, type UnbookableReason } from '@escale/domain';
import type { Issue } from '../http/errors';

// What the quote and the checkout both say of a stay that cannot be sold, and how both check the
// activity days chosen for it (S-240).

/** The days of a stay, checkin to checkout included: when its activities can take place. */
export function stayDaysOf(checkin: string, nights: number): string[] {
  return Array.from({ length: nights + 1 }, (_, i) => addDays(checkin, i));
}

export const UNBOOKABLE_TEXT: Record<UnbookableReason, string> = {
  INACTIVE: 'The offer is no longer sold',
  CHECKIN_PASSED: 'The checkin is outside the bookable period',
  OUT_OF_RANGE: 'The stay runs past the known inventory',
  NO_RATE: 'A night of the stay has no rate',
  SOLD_OUT: 'A night of the stay is sold out',
  NIGHTS: 'The offer is not sold for this number of nights',
  MIN_STAY: 'The stay is shorter than the minimum stay from this checkin',
};

/**
 * One day per activity of the offer, on a day of the stay (`stayDays`, checkin to checkout): the
 * chosen days by activity, and an issue at `pathOf(index)` for each selection that breaks the rule.
 */
export function checkActivityDays(
  selections: readonly { activityId: number; date: string }[],
  activityIds: readonly number[],
  stayDays: readonly string[],
  pathOf: (index: number) => string,
): { chosen: Map<number, string>; issues: Issue[] } {
  const chosen = new Map<number, string>();
  const issues: Issue[] = [];
  selections.forEach(({ activityId, date }, index) => {
    const path = pathOf(index);
    if (!activityIds.includes(activityId)) {
      issues.push({ path, message: `Activity ${activityId} is not part of this offer` });
    } else if (!stayDays.includes(date)) {
      issues.push({ path, message: `${date} is not a day of the stay` });
    } else if (chosen.has(activityId)) {
      issues.push({ path, message: `Activity ${activityId} already has a date` });
    } else {
      chosen.set(activityId, date);
    }
  });
  return { chosen, issues };
}
