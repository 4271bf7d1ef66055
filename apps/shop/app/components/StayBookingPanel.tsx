import {
  BookingPanel,
  type BookingPanelHandle,
  CancellationInfo,
  LocalTaxNote,
  type LocalTaxNoteProps,
  PayLaterInfo,
} from '@escale/blocks';
import { type Clock, type StayState, withStayDates, withStayPax } from '@escale/domain';
import type { Ref } from 'react';
import type { useStayOffer } from '../lib/useStayOffer';
import { useGiftOffer } from './giftOffer';

export interface StayBookingPanelProps {
  ref: Ref<BookingPanelHandle>;
  flow: 'booking' | 'gifting';
  clock: Clock;
  state: StayState;
  onStateChange: (next: StayState) => void;
  /** The stay's prices, calendar and offers, as the page loaded them. */
  offer: ReturnType<typeof useStayOffer>;
  localTax: LocalTaxNoteProps['localTax'];
  offerId: number;
  onOfferChange: (offerId: number) => void;
  /** Booking: Book with a quoted stay goes to the checkout. */
  onBook: () => void;
}

/**
 * The stay page's booking panel (001 §4): dates, travellers, activity days and the price, with the
 * local tax note, the cancellation terms and the pay-later information of a quoted stay; a gift's
 * Offer opens "Personalise your gift".
 */
export function StayBookingPanel({
  ref,
  flow,
  clock,
  state,
  onStateChange: change,
  offer,
  localTax,
  offerId,
  onOfferChange,
  onBook,
}: StayBookingPanelProps) {
  const { quoted, nights, hasDates } = offer;
  // S-237: a gift's Offer opens its personalisation, which goes on to the checkout.
  const giftOffer = useGiftOffer();
  return (
    <>
      <BookingPanel
        ref={ref}
        flow={flow}
        today={clock}
        stay={state}
        onDatesChange={(dates) => change(withStayDates(state, dates))}
        onTravellersChange={(pax) => change(withStayPax(state, pax))}
        availability={offer.availability?.days}
        possibleNights={offer.possibleNights ?? undefined}
        onCheckinPick={offer.onCheckinPick}
        isAvailabilityLoading={offer.isAvailabilityLoading}
        price={offer.price}
        selectedActivityDates={state.activityDates}
        onActivityDatesChange={(activityDates) => change({ ...state, activityDates })}
        offers={offer.offerList}
        selectedOfferId={offerId}
        onOfferChange={onOfferChange}
        onBook={flow === 'gifting' ? giftOffer.open : onBook}
        onSeeAllOffers={() => change(withStayDates(state, null))}
        taxNote={
          flow === 'gifting' ? null : (
            <LocalTaxNote
              localTax={localTax}
              totalAmount={quoted?.localTaxTotalAmount}
              nights={nights}
              participants={state.adults}
              stayPrice={quoted?.priceInfo.sellPrice}
            />
          )
        }
        cancellation={
          <CancellationInfo policy={offer.cancellationPolicy} hasDates={hasDates} flow={flow} size="small" />
        }
        calendarCancellation={
          <CancellationInfo
            policy={offer.cancellationPolicy}
            hasDates={hasDates}
            flow={flow}
            size="small"
            isDeadlineOnly
          />
        }
        payLater={
          quoted && state.checkin ? (
            <PayLaterInfo
              amount={quoted.priceInfo.sellPrice}
              checkin={state.checkin}
              today={clock.today}
              isCancellable={quoted.cancellationPolicy.isCancellable}
              cancellationDeadline={quoted.cancellationPolicy.cancellationDeadline}
            />
          ) : null
        }
      />
      {giftOffer.drawer}
    </>
  );
}
