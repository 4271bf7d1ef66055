import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  type RecentSearch,
} from './recentSearches';

const paris: RecentSearch = { id: 'paris', label: 'Paris', category: 'city' };
const lyon: RecentSearch = { id: 'lyon', label: 'Lyon', category: 'city' };
const alps: RecentSearch = { id: 'alpes', label: 'Alpes', category: 'region' };
const treyne: RecentSearch = { id: '1201', label: 'Château de la Treyne', category: 'hotel' };

describe('addRecentSearch', () => {
  it('S-029 puts the chosen destination first', () => {
    expect(addRecentSearch([], paris)).toEqual([paris]);
    expect(addRecentSearch([paris], lyon)).toEqual([lyon, paris]);
  });

  it('S-029 keeps at most 3, dropping the oldest', () => {
    expect(MAX_RECENT_SEARCHES).toBe(3);
    expect(addRecentSearch([alps, lyon, paris], treyne)).toEqual([treyne, alps, lyon]);
  });

  it('S-029 moves a destination chosen again to the front instead of repeating it', () => {
    expect(addRecentSearch([alps, lyon, paris], { ...paris, label: 'Paris, France' })).toEqual([
      { ...paris, label: 'Paris, France' },
      alps,
      lyon,
    ]);
  });

  it('tells apart the same id in two categories', () => {
    const regionParis: RecentSearch = { id: 'paris', label: 'Paris (région)', category: 'region' };
    expect(addRecentSearch([paris], regionParis)).toEqual([regionParis, paris]);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored list back', () => {
    expect(parseRecentSearches([lyon, paris])).toEqual([lyon, paris]);
  });

  it('gives none for anything but a list', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches({ 0: paris })).toEqual([]);
    expect(parseRecentSearches('Paris')).toEqual([]);
  });

  it('drops invalid entries and repeats, and keeps 3', () => {
    expect(
      parseRecentSearches([
        paris,
        { id: 'x', label: 'X', category: 'planet' },
        { id: '', label: 'Empty', category: 'city' },
        paris,
        lyon,
        alps,
        treyne,
      ]),
    ).toEqual([paris, lyon, alps]);
  });
});
