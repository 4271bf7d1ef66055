import { parseRecentlyViewed, type RecentlyViewedItem, withRecentlyViewed } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useBrowserValue } from './browserStore';

// The visitor's recently viewed stays and activities (S-436), one list per market: its labels are
// in the market's language and its pages under the market's path.

const keyOf = (locale: Locale) => `escale.recentlyViewed.${locale}`;
const noItems: RecentlyViewedItem[] = [];

export function useRecentlyViewed(locale: Locale): RecentlyViewedItem[] {
  return useBrowserValue('local', keyOf(locale), parseRecentlyViewed, noItems)[0];
}

/** Puts `item` first in the market's list. */
export function recordRecentlyViewed(locale: Locale, item: RecentlyViewedItem): void {
  try {
    const storage = window.localStorage;
    const stored = parseRecentlyViewed(JSON.parse(storage.getItem(keyOf(locale)) ?? '[]'));
    storage.setItem(keyOf(locale), JSON.stringify(withRecentlyViewed(stored, item)));
  } catch {
    // Storage forbidden or full (private browsing): nothing is kept.
  }
}
