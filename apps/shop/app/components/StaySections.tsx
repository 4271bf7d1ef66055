import type { OfferListItem, ProductPage, StayState } from '@escale/domain';
import { deferred } from '@escale/ui';
import type { useStayOffer } from '../lib/useStayOffer';
import * as styles from './productPage.css';
import { LaterOtherOffers, LaterPackageSummary } from './productParts';

/**
 * The room, the program and the extras come with the server's page; their code loads when they
 * near the window or are used.
 */
const StayOfferSections = deferred(() =>
  import('./StayOfferSections').then((module) => module.StayOfferSections),
);

/**
 * The reviews, the hotel and the practical information come with the server's page; their code
 * (a third of the page's own) loads when they near the window or are used.
 */
const StayHotelSections = deferred(() =>
  import('./StayHotelSections').then((module) => module.StayHotelSections),
);

export interface StaySectionsProps {
  product: ProductPage;
  flow: 'booking' | 'gifting';
  state: StayState;
  /** The stay's prices and offers, as the page loaded them. */
  offer: ReturnType<typeof useStayOffer>;
  otherOfferHref: (offer: OfferListItem) => string;
  /** Another offer of the hotel (an upsell), kept with the stay's hash. */
  onOfferChange: (offerId: number) => void;
}

/**
 * The stay page's sections, in the order of its tabs (001 §2.5): the package, the room, the
 * program, the extras, the reviews, the hotel, the practical information, then the hotel's other
 * offers.
 */
export function StaySections({
  product,
  flow,
  state,
  offer,
  otherOfferHref,
  onOfferChange,
}: StaySectionsProps) {
  const { hotel } = product;
  const { nights, hasDates, giftNights, offerList, currentOffer, cancellationPolicy } = offer;
  return (
    <>
      <section id="description" className={styles.section}>
        <LaterPackageSummary summary={product.packageSummary} />
      </section>
      <StayOfferSections
        product={product}
        upsells={offer.upsells}
        flow={flow}
        giftNights={giftNights}
        nights={nights ?? currentOffer?.priceInfo.nights ?? null}
        hasDates={hasDates}
        onOfferChange={onOfferChange}
        price={offer.price}
      />
      <StayHotelSections
        product={product}
        flow={flow}
        cancellation={{ policy: cancellationPolicy, hasDates }}
      />
      {offerList.length > 1 ? (
        <LaterOtherOffers
          offers={offerList.filter((item) => !item.current)}
          hotelName={hotel.label}
          hrefFor={otherOfferHref}
          participants={state.adults + state.children}
        />
      ) : null}
    </>
  );
}
