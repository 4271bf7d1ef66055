import { describe, expect, it } from 'vitest';
import {
  isInWishlist,
  parseWishlist,
  toggleWishlistItem,
  type WishlistItem,
  wishlistLists,
} from './wishlist';

const item = (type: WishlistItem['type'], id: string): WishlistItem => ({
  type,
  id,
  label: `Offer ${id}`,
  imageUrl: `/img/${id}.jpg`,
  uri: `/fr/stay/${id}`,
  hotel: { label: 'Hôtel des Remparts', locationLabel: 'Carcassonne', stars: 4 },
});

describe('toggleWishlistItem', () => {
  it('S-432 adds an item first and removes it on the second toggle', () => {
    const one = toggleWishlistItem([item('STAY', '1')], item('ACTIVITY', '2'));
    expect(one.map((i) => i.id)).toEqual(['2', '1']);
    expect(toggleWishlistItem(one, item('ACTIVITY', '2')).map((i) => i.id)).toEqual(['1']);
  });

  it('S-432 tells a stay and an activity with the same id apart', () => {
    const both = toggleWishlistItem([item('STAY', '7')], item('ACTIVITY', '7'));
    expect(both).toHaveLength(2);
    expect(isInWishlist(both, { type: 'ACTIVITY', id: '7' })).toBe(true);
    expect(isInWishlist(toggleWishlistItem(both, item('STAY', '7')), { type: 'STAY', id: '7' })).toBe(false);
  });
});

describe('wishlistLists', () => {
  it('S-433 splits the wishlist into the STAY and ACTIVITY lists', () => {
    const lists = wishlistLists([item('STAY', '1'), item('ACTIVITY', '2'), item('STAY', '3')]);
    expect(lists.STAY.map((i) => i.id)).toEqual(['1', '3']);
    expect(lists.ACTIVITY.map((i) => i.id)).toEqual(['2']);
  });
});

describe('parseWishlist', () => {
  it('S-435 keeps id, label, hotel summary, imageUrl and uri of an activity', () => {
    const [parsed] = parseWishlist([{ ...item('ACTIVITY', '9'), price: 4500 }]);
    expect(Object.keys(parsed ?? {}).sort()).toEqual(['hotel', 'id', 'imageUrl', 'label', 'type', 'uri']);
  });

  it('drops what is not a wishlist item and reads anything but a list as none', () => {
    expect(parseWishlist([item('STAY', '1'), { ...item('STAY', '2'), id: '' }, { type: 'STAY' }])).toEqual([
      item('STAY', '1'),
    ]);
    expect(parseWishlist({ 0: item('STAY', '1') })).toEqual([]);
  });
});
