import { type ApiLocale, offersQuerySchema } from '@escale/domain';
import { candidates } from './engine';
import type { SearchIndex } from './index';
import { resolveSearch, type Search } from './query';

/**
 * The stays a voucher is exchanged for: for its nights and 2 adults, those its criteria keep (a
 * box's themes and countries; any giftable stay for a single voucher, within its value if asked).
 */
export interface StayScope {
  nights: number;
  criteria: Pick<Search, 'themes' | 'countries' | 'giftableOnly'> & Partial<Pick<Search, 'priceMax'>>;
}

export interface VoucherStaysQuery {
  locale: ApiLocale;
  checkinDate?: string;
  hotelId?: number;
  stars?: number[];
  numberOfPackagesPerHotel: number;
  page: number;
  limit: number;
}

/**
 * The search of a voucher's stays (S-489, S-490), priced as bookings; with a checkin day, only
 * those a stay can start on that day.
 */
export function voucherStaysSearch(index: SearchIndex, scope: StayScope, query: VoucherStaysQuery): Search {
  const search = resolveSearch(
    index,
    offersQuerySchema.parse({
      locale: query.locale,
      flow: 'booking',
      checkin: query.checkinDate,
      nights: scope.nights,
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
  return { ...search, ...scope.criteria };
}

/** Whether an offer is one of a voucher's stays, for the voucher's nights. */
export function isVoucherStay(
  index: SearchIndex,
  scope: StayScope,
  offerId: number,
  locale: ApiLocale,
): boolean {
  const offer = index.offersById.get(offerId);
  if (!offer) return false;
  const search = voucherStaysSearch(index, scope, {
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
