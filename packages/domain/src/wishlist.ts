import { hasFields, isInteger, isNonEmptyString, isOneOf, isString, optional } from './valueChecks';

// The wishlist (002 §2 Header, 000 §3 Activity card, G-49): two lists, STAY and ACTIVITY, kept in the
// browser; an item is toggled on and off on its own.

export const wishlistTypes = ['STAY', 'ACTIVITY'] as const;
export type WishlistType = (typeof wishlistTypes)[number];

/** What a wishlisted item keeps: id, label, hotel summary, imageUrl and uri (S-435). */
export interface WishlistItem {
  type: WishlistType;
  id: string;
  label: string;
  imageUrl: string;
  uri: string;
  hotel: { label: string; locationLabel?: string; stars?: number };
}

const isWishlistHotel = hasFields({
  label: isString,
  locationLabel: optional(isString),
  stars: optional(isInteger(0, 5)),
});
const isItem = hasFields({
  type: isOneOf(wishlistTypes),
  id: isNonEmptyString,
  label: isString,
  imageUrl: isString,
  uri: isString,
  hotel: isWishlistHotel,
});

/** A stored wishlist read back: its valid items with what S-435 keeps of them; anything else gives none. */
export function parseWishlist(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isItem).map(({ type, id, label, imageUrl, uri, hotel }: WishlistItem) => ({
    type,
    id,
    label,
    imageUrl,
    uri,
    hotel: {
      label: hotel.label,
      ...(hotel.locationLabel === undefined ? {} : { locationLabel: hotel.locationLabel }),
      ...(hotel.stars === undefined ? {} : { stars: hotel.stars }),
    },
  }));
}

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
