import { hasFields, isInteger, isOneOf, isString } from './valueChecks';

// The stays and activities a visitor opened (002 §3 Recently viewed, S-436, G-12), kept in the
// browser: newest first, each once, ten at most.

export const recentlyViewedTypes = ['STAY', 'ACTIVITY'] as const;
export type RecentlyViewedType = (typeof recentlyViewedTypes)[number];

export interface RecentlyViewedItem {
  type: RecentlyViewedType;
  id: number;
  label: string;
  imageUrl: string;
  /** Its from-price when it was viewed, in cents; null without one. */
  price: number | null;
  /** The hotel's name. */
  hotel: string;
  /** Its page, under the market root. */
  uri: string;
}

/** How many items the list keeps (G-12). */
export const RECENTLY_VIEWED_MAX = 10;

const isItem = hasFields({
  type: isOneOf(recentlyViewedTypes),
  id: isInteger(1),
  label: isString,
  imageUrl: isString,
  hotel: isString,
  uri: isString,
});

/** The list with `item` first, its earlier visit gone, ten at most (G-12). */
export function withRecentlyViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
): RecentlyViewedItem[] {
  const others = list.filter((entry) => entry.type !== item.type || entry.id !== item.id);
  return [item, ...others].slice(0, RECENTLY_VIEWED_MAX);
}

/** The stored list as far as it can be read: entries of another shape are left out. */
export function parseRecentlyViewed(value: unknown): RecentlyViewedItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is RecentlyViewedItem => isItem(entry))
    .map(({ type, id, label, imageUrl, price, hotel, uri }) => ({
      type,
      id,
      label,
      imageUrl,
      price: Number.isSafeInteger(price) ? price : null,
      hotel,
      uri,
    }))
    .slice(0, RECENTLY_VIEWED_MAX);
}
