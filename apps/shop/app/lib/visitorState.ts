import {
  type FlowMemory,
  parseFlowMemory,
  parseRecentSearches,
  parseWishlist,
  type RecentSearch,
  toggleWishlistItem,
  type WishlistItem,
} from '@escale/domain';
import { useCallback } from 'react';
import { useBrowserValue } from './browserStore';

// What the shop keeps for a visitor in the browser: the wishlist (G-49), recent searches (S-029)
// and what the activity flow put aside (S-051).

const noItems: WishlistItem[] = [];

export function useWishlist() {
  const [items, setItems] = useBrowserValue('local', 'escale.wishlist', parseWishlist, noItems);
  const toggle = useCallback(
    (item: WishlistItem) => setItems(toggleWishlistItem(items, item)),
    [items, setItems],
  );
  return { items, toggle };
}

const noSearches: RecentSearch[] = [];

export function useRecentSearches() {
  return useBrowserValue('local', 'escale.recentSearches', parseRecentSearches, noSearches);
}

const emptyMemory: FlowMemory = {};

/** Kept for the tab only: a new visit starts afresh. */
export function useFlowMemory() {
  return useBrowserValue('session', 'escale.flowMemory', parseFlowMemory, emptyMemory);
}
