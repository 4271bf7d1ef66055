import {
  HotelInfo,
  OtherOffersCarousel,
  PackageSummary,
  PracticalInfo,
  Program,
  ReviewsBlock,
  StayRoom,
  UpsellExtras,
} from '@escale/blocks';
import type { OfferListItem, ProductPage, StayState } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading } from '@escale/ui';
import { useMemo } from 'react';
import { productReviewsLoader } from '../lib/productLinks';
import type { useStayOffer } from '../lib/useStayOffer';
import * as styles from './productPage.css';

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
  const t = useT();
  const { hotel } = product;
  const { nights, hasDates, giftNights, offerList, currentOffer, cancellationPolicy } = offer;
  const reviewsLoader = useMemo(() => productReviewsLoader(hotel.id), [hotel.id]);
  return (
    <>
      <section id="description" className={styles.section}>
        <PackageSummary summary={product.packageSummary} />
      </section>
      <section id="room" className={styles.section} aria-labelledby="room-title">
        <Heading level={2} id="room-title">
          {t('stickyTabs.room')}
        </Heading>
        <StayRoom room={product.room} headingLevel={3} />
      </section>
      {product.activities.length > 0 || product.breakfast ? (
        <section id="experience" className={styles.section}>
          <Program activities={product.activities} breakfast={product.breakfast} />
        </section>
      ) : null}
      {offer.upsells.length > 0 ? (
        <section id="theExperience" className={styles.section}>
          <UpsellExtras
            upsells={offer.upsells}
            addedTo={
              product.upsellOf ? { ...product.upsellOf, extras: product.packageSummary.extra } : undefined
            }
            flow={flow}
            giftNights={giftNights}
            nights={nights ?? currentOffer?.priceInfo.nights ?? null}
            hasDates={hasDates}
            onNavigate={onOfferChange}
          />
        </section>
      ) : null}
      <section id="reviews" className={styles.section}>
        <ReviewsBlock
          score={product.reviews.score}
          count={product.reviews.count}
          highlights={product.reviews.highlights}
          loadReviews={reviewsLoader}
        />
      </section>
      <section id="hotel" className={styles.section}>
        <HotelInfo hotel={hotel} />
      </section>
      <section id="practicalInfo" className={styles.section}>
        <PracticalInfo
          hotel={hotel}
          flow={flow}
          activitySchedules={product.practicalInfo.activitySchedules}
          room={{
            title: product.room.title,
            highlightedFacilities: product.room.highlightedFacilities,
          }}
          cancellation={{ policy: cancellationPolicy, hasDates }}
        />
      </section>
      {offerList.length > 1 ? (
        <OtherOffersCarousel
          offers={offerList.filter((item) => !item.current)}
          hotelName={hotel.label}
          hrefFor={otherOfferHref}
          participants={state.adults + state.children}
        />
      ) : null}
    </>
  );
}
