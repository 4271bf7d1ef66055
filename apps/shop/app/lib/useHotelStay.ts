import type { Clock } from '@escale/domain';
import {
  type HotelPage,
  isBestPriceOfTheMonth,
  isDefaultPax,
  nightsOf,
  repricedOr,
  reviewLanguageOf,
  type StayState,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useHydrated } from '@escale/ui';
import { loadHotelAvailability, loadHotelPage, loadOfferDetail, loadReviews } from './productData';
import { dataOr, useLoad } from './useLoad';

/**
 * The hotel page's data for the stay of the hash (001 §2.3, S-195): the hotel repriced for other
 * travellers or dates (the server's meanwhile), its calendar, its latest reviews and the offer
 * whose detail is open, each loaded in the browser for what is on screen.
 */
export function useHotelStay({
  locale,
  id,
  state,
  server,
  clock,
  detailOffer,
}: {
  locale: Locale;
  id: number;
  state: StayState;
  server: HotelPage;
  clock: Clock;
  /** The offer whose detail is open, or null. */
  detailOffer: number | null;
}) {
  const isHydrated = useHydrated();
  const hasDates = nightsOf(state) !== null;
  const paxKey = `${state.adults}/${state.children}/${state.babies}`;
  // The server priced the hotel for 2 adults without dates: another stay is priced again.
  const isServerStay = !hasDates && isDefaultPax(state);
  const hotelLoad = useLoad(
    isHydrated && !isServerStay ? `hotel|${paxKey}|${state.checkin}|${state.checkout}` : null,
    (signal) => loadHotelPage(locale, id, state, signal),
  );
  const availability = useLoad(isHydrated ? `availability|${paxKey}` : null, (signal) =>
    loadHotelAvailability(locale, id, state, clock.today.slice(0, 7), signal),
  );
  const reviews = useLoad(isHydrated ? `reviews|${id}` : null, (signal) =>
    loadReviews(id, { locale: reviewLanguageOf(locale), sort: 'DATE_DESC', page: 0 }, signal),
  );
  const detail = useLoad(
    detailOffer === null ? null : `detail|${detailOffer}|${paxKey}|${state.checkin}`,
    (signal) => loadOfferDetail(locale, detailOffer ?? 0, state, signal),
  );
  const days = dataOr(availability, null)?.days;
  return {
    ...repricedOr(hotelLoad, server),
    hasDates,
    days,
    isAvailabilityLoading: availability.status === 'loading',
    /** S-241: the chosen checkin is the best price of its month in the hotel's calendar. */
    isBestPrice: isBestPriceOfTheMonth(days, state.checkin),
    /** The latest reviews; null until they are there, and when they fail (the block hides). */
    reviews: dataOr(reviews, null),
    detail: dataOr(detail, null),
    isDetailLoading: detail.status === 'loading',
  };
}
