import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedItem,
  withRecentlyViewed,
} from './recentlyViewed';

const stay = (id: number): RecentlyViewedItem => ({
  type: 'STAY',
  id,
  label: `Séjour ${id}`,
  imageUrl: `/api/images/offer/${id}-0/640_360.svg`,
  price: 24_900,
  hotel: 'Le Relais de l’Horloge',
  uri: `/stay/${id}`,
});

describe('recently viewed', () => {
  it('S-436 keeps the newest first, each once, ten at most (G-12)', () => {
    let list: RecentlyViewedItem[] = [];
    for (let id = 1; id <= 12; id += 1) list = withRecentlyViewed(list, stay(id));
    expect(list.map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    // Seen again: back to the top, not twice.
    list = withRecentlyViewed(list, stay(5));
    expect(list.map((item) => item.id).slice(0, 3)).toEqual([5, 12, 11]);
    expect(list.filter((item) => item.id === 5)).toHaveLength(1);
    // An activity of the same id is another item.
    list = withRecentlyViewed(list, { ...stay(5), type: 'ACTIVITY', uri: '/activity/5' });
    expect(list.filter((item) => item.id === 5)).toHaveLength(2);
  });

  it('S-436 reads back what was stored, leaving out entries of another shape', () => {
    const stored = [stay(1), { ...stay(2), type: 'HOTEL' }, { ...stay(3), price: 'cheap' }, 'x', null];
    expect(parseRecentlyViewed(JSON.parse(JSON.stringify(stored)))).toEqual([
      stay(1),
      { ...stay(3), price: null },
    ]);
    expect(parseRecentlyViewed({ items: [] })).toEqual([]);
  });
});
