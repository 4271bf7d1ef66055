import {
  type Clock,
  type Flow,
  isBestPriceOfTheMonth,
  isDefaultPax,
  nightsOf,
  type ProductPage,
  type StayState,
  stayPriceStatus,
} from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useState } from 'react';
import { ApiRequestError } from './api';
import { reportClientError } from './clientErrors';
import {
  loadCheckoutNights,
  loadOfferAvailability,
  loadProductOffers,
  loadQuote,
  loadUpsells,
} from './productData';
import { dataOr, useLoad } from './useLoad';

/** A stay that cannot be sold with these criteria: the quote answers 422 (S-209), not an error. */
const isUnbookable = (error: unknown) => error instanceof ApiRequestError && error.status === 422;

/**
 * The stay page's prices for the stay of the hash (001 §4 "Booking panel", "Quote", §7): the
 * hotel's offers, the quote once both dates are chosen, the calendar and the upsells, loaded in the
 * browser for what is on screen; and what the booking panel shows of them.
 */
export function useStayOffer({
  locale,
  id,
  flow,
  state,
  product,
  clock,
}: {
  locale: Parameters<typeof loadQuote>[0];
  id: number;
  flow: Extract<Flow, 'booking' | 'gifting'>;
  state: StayState;
  product: ProductPage;
  clock: Clock;
}) {
  const isHydrated = useHydrated();
  const isGifting = flow === 'gifting';
  const nights = nightsOf(state);
  const hasDates = nights !== null;
  const giftNights = isGifting ? (state.giftNights ?? product.gift.nights.min) : null;
  const paxKey = `${state.adults}/${state.children}/${state.babies}`;
  const stayKey = `${flow}|${paxKey}|${state.checkin}|${state.checkout}|${giftNights}`;
  const isQuoted = hasDates && !isGifting;

  const offers = useLoad(isHydrated ? `offers|${stayKey}` : null, (signal) =>
    loadProductOffers(locale, id, state, flow, giftNights, signal),
  );
  const quote = useLoad(isHydrated && isQuoted ? `quote|${stayKey}` : null, (signal) =>
    loadQuote(locale, id, state, signal).catch((error: unknown) => {
      // A quote that fails, not one refusing the dates, is a client error (001 §8 "Quote error").
      if (!isUnbookable(error)) reportClientError(error, 'application.client.quote');
      throw error;
    }),
  );
  const availability = useLoad(isHydrated && !isGifting ? `availability|${paxKey}` : null, (signal) =>
    loadOfferAvailability(locale, id, state, clock.today.slice(0, 7), signal),
  );
  // S-103: a checkin picked in the calendar asks which checkout nights it allows.
  const [pickedCheckin, setPickedCheckin] = useState<string | null>(null);
  const checkoutNights = useLoad(
    isHydrated && !isGifting && pickedCheckin ? `checkoutNights|${paxKey}|${pickedCheckin}` : null,
    (signal) => loadCheckoutNights(locale, id, state, pickedCheckin ?? '', signal),
    { report: true },
  );
  const upsells = useLoad(isHydrated ? `upsells|${stayKey}` : null, (signal) =>
    loadUpsells(locale, id, state, flow, giftNights, signal),
  );

  const offerList = dataOr(offers, null)?.offers ?? [];
  const currentOffer = offerList.find((item) => item.current);
  const price = stayPriceStatus({
    productLabel: product.offer.label,
    isQuoted,
    quote,
    isUnbookable,
    offers,
    serverPrice: product.price,
    // The server priced 2 adults, and a gift for its shortest length.
    isServerStay: isDefaultPax(state) && (!isGifting || giftNights === product.gift.nights.min),
  });
  const quoted = price.status === 'quote' ? price.quote : null;
  const calendar = dataOr(availability, null);

  return {
    nights,
    hasDates,
    giftNights,
    price,
    quoted,
    offerList,
    currentOffer,
    cancellationPolicy: quoted?.cancellationPolicy ??
      currentOffer?.cancellationPolicy ?? {
        isCancellable: product.cancellation.cancellable,
        cancellationDeadline: null,
      },
    availability: calendar,
    /** The offer's window of nights, and the exact nights of the picked checkin once answered. */
    possibleNights: calendar && {
      ...calendar.possibleNights,
      fromCheckin:
        pickedCheckin && checkoutNights.status === 'ready'
          ? { checkin: pickedCheckin, nights: checkoutNights.data }
          : undefined,
    },
    onCheckinPick: setPickedCheckin,
    isAvailabilityLoading: availability.status === 'loading',
    /** S-241: the chosen checkin is the best price of its month in the calendar. */
    isBestPrice: isBestPriceOfTheMonth(calendar?.days, state.checkin),
    upsells: dataOr(upsells, null)?.upsells ?? [],
  };
}
