import { z } from 'zod';

// The wishlist (002 §2 Header, 000 §3 Activity card, G-49): two lists, STAY and ACTIVITY, kept in the
// browser; an item is toggled on and off on its own.

export const wishlistTypes = ['STAY', 'ACTIVITY'] as const;
export type WishlistType = (typeof wishlistTypes)[number];

/** What a wishlisted item keeps: id, label, hotel summary, imageUrl and uri (S-435). */
export const wishlistItemSchema = z.object({
  type: z.enum(wishlistTypes),
  id: z.string().min(1),
  label: z.string(),
  imageUrl: z.string(),
  uri: z.string(),
  hotel: z.object({
    label: z.string(),
    locationLabel: z.string().optional(),
    stars: z.number().int().min(0).max(5).optional(),
  }),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

const sameItem = (a: Pick<WishlistItem, 'type' | 'id'>, b: Pick<WishlistItem, 'type' | 'id'>) =>
  a.type === b.type && a.id === b.id;

export function isInWishlist(
  items: readonly WishlistItem[],
  item: Pick<WishlistItem, 'type' | 'id'>,
): boolean {
  return items.some((kept) => sameItem(kept, item));
}

/** Adds the item, newest first, or removes it when it is already there (S-432). */
export function toggleWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return isInWishlist(items, item) ? items.filter((kept) => !sameItem(kept, item)) : [item, ...items];
}

/** The two lists of the wishlist drawer (S-433), each in the stored order. */
export function wishlistLists(items: readonly WishlistItem[]): Record<WishlistType, WishlistItem[]> {
  return {
    STAY: items.filter((item) => item.type === 'STAY'),
    ACTIVITY: items.filter((item) => item.type === 'ACTIVITY'),
  };
}
