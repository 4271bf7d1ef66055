import {
  type FlowMemory,
  type RecentSearch,
  recentSearchSchema,
  toggleWishlistItem,
  type WishlistItem,
  wishlistItemSchema,
} from '@escale/domain';
import { useCallback } from 'react';
import { z } from 'zod';
import { useBrowserValue } from './browserStore';

// What the shop keeps for a visitor in the browser: the wishlist (G-49), recent searches (S-029)
// and what the activity flow put aside (S-051).

const wishlistSchema = z.array(wishlistItemSchema);
const noItems: WishlistItem[] = [];

export function useWishlist() {
  const [items, setItems] = useBrowserValue('local', 'escale.wishlist', wishlistSchema, noItems);
  const toggle = useCallback(
    (item: WishlistItem) => setItems(toggleWishlistItem(items, item)),
    [items, setItems],
  );
  return { items, toggle };
}

const recentSchema = z.array(recentSearchSchema).max(3);
const noSearches: RecentSearch[] = [];

export function useRecentSearches() {
  return useBrowserValue('local', 'escale.recentSearches', recentSchema, noSearches);
}

const memorySchema = z.object({
  location: z
    .object({
      lat: z.number().optional(),
      lng: z.number().optional(),
      distanceMin: z.number().optional(),
      distanceMax: z.number().optional(),
    })
    .optional(),
  dates: z.object({ checkin: z.string(), checkout: z.string() }).optional(),
});
const emptyMemory: FlowMemory = {};

/** Kept for the tab only: a new visit starts afresh. */
export function useFlowMemory() {
  return useBrowserValue('session', 'escale.flowMemory', memorySchema, emptyMemory);
}
