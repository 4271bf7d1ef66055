import type { boxOffersQuerySchema } from '@escale/domain';
import { type OffersResponse, offersQuerySchema } from '@escale/domain';
import type { z } from 'zod';
import type { GiftBoxRow } from '../cms/giftBoxes';
import type { SearchIndex } from './index';
import { offersOf } from './offers';
import { resolveSearch, type Search } from './query';

type BoxOffersQuery = z.output<typeof boxOffersQuerySchema>;

/** A box's stays: giftable offers of its themes, in its countries. */
export const boxCriteria = (box: GiftBoxRow): Pick<Search, 'themes' | 'countries' | 'giftableOnly'> => ({
  themes: box.themes.length > 0 ? [...box.themes].sort((a, b) => a - b) : null,
  countries: box.countries.length > 0 ? box.countries.map((code) => `country-${code.toLowerCase()}`) : null,
  giftableOnly: true,
});

/**
 * The stays a box is used for (S-486): giftable offers of its themes in its countries, sold for its
 * nights, priced as gift vouchers for 2 adults, best value first; one card per hotel.
 */
export function boxOffers(index: SearchIndex, box: GiftBoxRow, query: BoxOffersQuery): OffersResponse {
  const search = resolveSearch(
    index,
    offersQuerySchema.parse({
      locale: query.locale,
      flow: 'gifting',
      giftNights: box.nights,
      page: query.page,
      limit: query.limit,
      performMapSearch: query.performMapSearch,
    }),
  );
  return offersOf(index, { ...search, ...boxCriteria(box) });
}
