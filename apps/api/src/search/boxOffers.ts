import type { boxOffersQuerySchema } from '@escale/domain';
import { type OffersResponse, offersQuerySchema } from '@escale/domain';
import type { z } from 'zod';
import type { GiftBoxRow } from '../cms/giftBoxes';
import { candidates } from './engine';
import type { SearchIndex } from './index';
import { offersOf } from './offers';
import { resolveSearch, type Search } from './query';

type BoxOffersQuery = z.output<typeof boxOffersQuerySchema>;

/** A box's stays: giftable offers of its themes, in its countries. */
const boxCriteria = (box: GiftBoxRow): Pick<Search, 'themes' | 'countries' | 'giftableOnly'> => ({
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

export interface BoxStaysQuery {
  locale: BoxOffersQuery['locale'];
  checkinDate?: string;
  hotelId?: number;
  stars?: number[];
  numberOfPackagesPerHotel: number;
  page: number;
  limit: number;
}

/**
 * The search of the stays a box's voucher is exchanged for (S-489): the box's stays for its nights
 * and 2 adults, priced as bookings; with a checkin day, only those a stay can start on that day.
 */
export function boxStaysSearch(index: SearchIndex, box: GiftBoxRow, query: BoxStaysQuery): Search {
  const search = resolveSearch(
    index,
    offersQuerySchema.parse({
      locale: query.locale,
      flow: 'booking',
      checkin: query.checkinDate,
      nights: box.nights,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: query.hotelId,
      stars: query.stars,
      numberOfPackagesPerHotel: query.numberOfPackagesPerHotel,
      page: query.page,
      limit: query.limit,
    }),
  );
  return { ...search, ...boxCriteria(box) };
}

/** Whether an offer is one of a box's stays, for the box's nights (and on `checkinDate` when given). */
export function isBoxStay(
  index: SearchIndex,
  box: GiftBoxRow,
  offerId: number,
  locale: BoxOffersQuery['locale'],
) {
  const offer = index.offersById.get(offerId);
  if (!offer) return false;
  const search = boxStaysSearch(index, box, {
    locale,
    hotelId: offer.hotel.id,
    numberOfPackagesPerHotel: 20,
    page: 0,
    limit: 1,
  });
  return candidates(index, search).some(
    (candidate) => candidate.offer.id === offerId && candidate.fails === 0,
  );
}
