import { z } from 'zod';
import { DESTINATION_KEYS } from './criteria';

// Recent searches of the destination input (000 §3 Other, 002 §3 Recent search, S-029): the
// destinations the visitor chose, newest first, kept by the shop in the browser.

/** At most this many recent searches are kept (000 §9, 002 §9). */
export const MAX_RECENT_SEARCHES = 3;

/** A chosen destination: its criterion (`category`), the criterion's value (`id`) and its name. */
export const recentSearchSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  category: z.enum(DESTINATION_KEYS),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;

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
    const parsed = recentSearchSchema.safeParse(entry);
    if (parsed.success && !list.some((item) => sameDestination(item, parsed.data))) list.push(parsed.data);
  }
  return list.slice(0, MAX_RECENT_SEARCHES);
}

/** Stored recent searches as a schema (for a storage helper): never fails, cleans as `parseRecentSearches`. */
export const recentSearchesSchema = z.unknown().transform(parseRecentSearches);
