import { DESTINATION_KEYS, type DestinationKey } from './criteria';
import { hasFields, isNonEmptyString, isOneOf } from './valueChecks';

// Recent searches of the destination input (000 §3 Other, 002 §3 Recent search, S-029): the
// destinations the visitor chose, newest first, kept by the shop in the browser.

/** At most this many recent searches are kept (000 §9, 002 §9). */
export const MAX_RECENT_SEARCHES = 3;

/** A chosen destination: its criterion (`category`), the criterion's value (`id`) and its name. */
export interface RecentSearch {
  id: string;
  label: string;
  category: DestinationKey;
}

const isRecentSearch = hasFields({
  id: isNonEmptyString,
  label: isNonEmptyString,
  category: isOneOf(DESTINATION_KEYS),
});

const sameDestination = (a: RecentSearch, b: RecentSearch) => a.category === b.category && a.id === b.id;

/** S-029: the list after choosing `search`: it comes first, an earlier copy goes, at most 3 stay. */
export function addRecentSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return [search, ...list.filter((item) => !sameDestination(item, search))].slice(0, MAX_RECENT_SEARCHES);
}

/**
 * Recent searches read back from storage: anything that is not a list gives none, invalid entries
 * and repeats are dropped, and at most 3 are kept.
 */
export function parseRecentSearches(value: unknown): RecentSearch[] {
  if (!Array.isArray(value)) return [];
  const list: RecentSearch[] = [];
  for (const entry of value) {
    if (!isRecentSearch(entry)) continue;
    const { id, label, category } = entry as RecentSearch;
    const search = { id, label, category };
    if (!list.some((item) => sameDestination(item, search))) list.push(search);
  }
  return list.slice(0, MAX_RECENT_SEARCHES);
}
