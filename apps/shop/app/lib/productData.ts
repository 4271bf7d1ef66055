import {
  type Flow,
  nightsOf,
  type ReviewLanguageFilter,
  type ReviewSort,
  type StayState,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet } from './api';

// The calls of the stay product page and the hotel page (001 §7, G-52): amounts in cents, every
// answer checked against its contract.

type Pax = Pick<StayState, 'adults' | 'children' | 'babies'>;

function paxQuery(pax: Pax, flow: Flow = 'booking') {
  return {
    adult: pax.adults,
    child: pax.children,
    baby: pax.babies,
    flow: flow === 'gifting' ? flow : undefined,
  };
}

/** The dates of a state as the API reads them; none without a date pair. */
export function stayQuery(state: StayState) {
  const nights = nightsOf(state);
  return state.checkin && nights ? { checkin: state.checkin, nights } : {};
}

/** The stay of the hash, or, without dates, from-prices for `nights` (a gift's length) when given. */
function offersQuery(state: StayState, flow: Flow, nights: number | null) {
  return { ...paxQuery(state, flow), ...(state.checkin ? stayQuery(state) : nights ? { nights } : {}) };
}

export const loadProduct = (locale: Locale, id: number, flow: Flow, signal?: AbortSignal) =>
  apiGet(
    `/api/product/${id}`,
    locale,
    paxQuery({ adults: 2, children: 0, babies: 0 }, flow),
    'product',
    signal,
  );

/** The hotel's offers for the stay (the asked one included), or from-prices for a length. */
export const loadProductOffers = (
  locale: Locale,
  id: number,
  state: StayState,
  flow: Flow,
  nights: number | null,
  signal?: AbortSignal,
) => apiGet(`/api/product/${id}/offers`, locale, offersQuery(state, flow, nights), 'productOffers', signal);

export const loadQuote = (locale: Locale, id: number, state: StayState, signal?: AbortSignal) =>
  apiGet(
    `/api/product/${id}/quote`,
    locale,
    { ...paxQuery(state), ...stayQuery(state), activitySelectionList: state.activityDates },
    'quote',
    signal,
  );

export const loadUpsells = (
  locale: Locale,
  id: number,
  state: StayState,
  flow: Flow,
  nights: number | null,
  signal?: AbortSignal,
) => apiGet(`/api/product/${id}/upsells`, locale, offersQuery(state, flow, nights), 'upsells', signal);

/** The offer's calendar: 12 months from `month` (001 §9 date picker availability). */
export const loadOfferAvailability = (
  locale: Locale,
  id: number,
  pax: Pax,
  month: string,
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/weekend/${id}/availabilities.json`,
    locale,
    { ...paxQuery(pax), month, length: 12 },
    'offerAvailability',
    signal,
  );

/** The night counts a stay from `checkin` can be sold for (S-103): the calendar's checkout days. */
export const loadCheckoutNights = (
  locale: Locale,
  id: number,
  pax: Pax,
  checkin: string,
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/weekend/${id}/packageCheckoutNights.json`,
    locale,
    { ...paxQuery(pax), checkin },
    'checkoutNights',
    signal,
  );

export const loadOfferDetail = (locale: Locale, id: number, state: StayState, signal?: AbortSignal) =>
  apiGet(
    `/api/weekend/${id}/detail.json`,
    locale,
    { ...paxQuery(state), ...stayQuery(state) },
    'offerDetail',
    signal,
  );

export const loadHotelPage = (locale: Locale, id: number, state: StayState, signal?: AbortSignal) =>
  apiGet(`/api/hotel/${id}.json`, locale, { ...paxQuery(state), ...stayQuery(state) }, 'hotelPage', signal);

export const loadHotelAvailability = (
  locale: Locale,
  id: number,
  pax: Pax,
  month: string,
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/hotels/${id}/availabilities.json`,
    locale,
    { ...paxQuery(pax), month, length: 12 },
    'hotelAvailability',
    signal,
  );

export const loadReviews = (
  hotelId: number,
  query: { locale: ReviewLanguageFilter; sort: ReviewSort; page: number },
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/hotel/${hotelId}/reviews.json`,
    // The reviews call's `locale` is the language filter, not the page's language.
    query.locale as Locale,
    { sort: query.sort, page: query.page, withOtherLanguageFallback: true },
    'reviewSet',
    signal,
  );
