import { type OfferListItem, offerListCardPrice, otherHotelOffers } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Carousel, Heading } from '@escale/ui';
import { useId } from 'react';
import { CardGallery } from '../CardGallery';
import {
  CardCta,
  CardLines,
  CardPriceBlock,
  CardShell,
  CardTitle,
  galleryImage,
} from '../OfferCard/cardParts';
import * as cardStyles from '../OfferCard/OfferCard.css';
import * as styles from './OtherOffersCarousel.css';

export interface OtherOffersCarouselProps {
  /** The hotel's offers for the criteria (GET product/{id}/offers); the one shown (`current`) is left out. */
  offers: readonly OfferListItem[];
  /** The hotel, named in the section's title. */
  hotelName: string;
  /** The link of an offer: its product page under the market root, with the criteria. */
  hrefFor: (offer: OfferListItem) => string;
  /** The people the prices are for, in the price caption; 2 by default. */
  participants?: number;
  /** The level of the section's heading; 2 by default. The cards' headings come one level below. */
  headingLevel?: 2 | 3;
}

/** The width of a card: a little more than one card on mobile, two on tablets, three on desktop. */
const SLIDE_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 45vw, 85vw';

function OtherOfferCard({
  offer,
  href,
  participants,
  headingLevel,
}: {
  offer: OfferListItem;
  href: string;
  participants: number;
  headingLevel: 3 | 4;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <CardShell layout="vertical" isFixed titleId={titleId} view="NORMAL">
      <div className={cardStyles.media}>
        <CardGallery
          images={[galleryImage(offer.image)]}
          label={t('card.photos', { label: offer.label })}
          href={href}
          sizes={SLIDE_SIZES}
        />
      </div>
      <div className={cardStyles.body}>
        <CardTitle id={titleId} href={href} level={headingLevel} size="large">
          {offer.label}
        </CardTitle>
        <CardLines items={offer.headwords} count={3} />
        <div className={cardStyles.footer({ layout: 'vertical' })}>
          <CardPriceBlock price={offerListCardPrice(offer.priceInfo, participants)} />
          <CardCta action="seeOffer" />
        </div>
      </div>
    </CardShell>
  );
}

/**
 * The other offers at the hotel (001 §2.5, S-243): a carousel of cards with the offer's picture,
 * label, headwords, price per night (promo from the offer list's 10 %) and "See offer", each card a
 * link to the offer. Nothing shows when the hotel has no other offer.
 */
export function OtherOffersCarousel({
  offers,
  hotelName,
  hrefFor,
  participants = 2,
  headingLevel = 2,
}: OtherOffersCarouselProps) {
  const t = useT();
  const headingId = useId();
  const others = otherHotelOffers(offers);
  if (others.length === 0) return null;
  const title = t('otherOffers.title', { hotel: hotelName });
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <Carousel label={title} slidesPerView={{ mobile: 1.15, tablet: 2.2, desktop: 3 }}>
        {others.map((offer) => (
          <OtherOfferCard
            key={offer.weekendId}
            offer={offer}
            href={hrefFor(offer)}
            participants={participants}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        ))}
      </Carousel>
    </section>
  );
}
