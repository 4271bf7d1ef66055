import {
  type AutoDiscountContext,
  addDays,
  autoDiscountPercent,
  type CardView,
  cardAction,
  cardPrice,
  cardStressMessages,
  cardViewParts,
  type Flow,
  type OfferCard as OfferCardData,
  offerWishlistItem,
  type WishlistItem,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Badge } from '@escale/ui';
import { ChevronRight } from '@escale/ui/icons';
import { clsx } from 'clsx';
import { useId } from 'react';
import { CardGallery, CardImage } from '../CardGallery';
import {
  CancellationButton,
  CardCta,
  CardLines,
  CardMeta,
  CardPriceBlock,
  CardShell,
  CardTitle,
  GRID_CARD_SIZES,
  galleryImage,
  type HeadingLevel,
  HotelLine,
  SeeOtherOffersButton,
  StressBadges,
  thumbnailImage,
  WishlistButton,
} from './cardParts';
import * as styles from './OfferCard.css';

export interface OfferCardProps {
  /** The card as offers.json answers it. */
  offer: OfferCardData;
  /** What the card shows (S-132); `cardViewFor(flow)` gives a grid's view. */
  view: CardView;
  /** The search flow: the button's words (S-138) and the auto-discount (S-159). */
  flow: Flow;
  /** The card's destination, usually the offer's `uri` under the market root with the flow. */
  href: string;
  /** Called as the card's link is followed, before the page changes: the list's select_item (S-455). */
  onSelect?: () => void;
  isWishlisted?: boolean;
  /** Called with the wishlist entry to add or remove (S-432, S-435); without it no heart shows. */
  onToggleWishlist?: (item: WishlistItem) => void;
  /** Opens the hotel offers drawer (S-139); without it the button does not show. */
  onSeeOtherOffers?: () => void;
  /** The variation and the offer's discount: the label shows as `autoDiscountPercent` decides (S-159). */
  autoDiscount?: Omit<AutoDiscountContext, 'flow'>;
  /** Loads the first picture at once: the first row of results. */
  isPriority?: boolean;
  /** The heading's level, 3 by default. */
  headingLevel?: HeadingLevel;
}

/**
 * A result card in one of the six views (S-132, decisions in `cardViewParts`): NORMAL, GIFT,
 * ACTIVITY and HOTEL are grid cards of one fixed height; CONDENSED is a compact row; MODIFICATION
 * is the stay being changed. The whole card is its title's link (S-137, S-145); the pictures, the
 * wishlist heart, the cancellation conditions and "See the other offers" stay separate controls.
 */
export function OfferCard({
  offer,
  view,
  flow,
  href,
  onSelect,
  isWishlisted = false,
  onToggleWishlist,
  onSeeOtherOffers,
  autoDiscount,
  isPriority = false,
  headingLevel = 3,
}: OfferCardProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const parts = cardViewParts[view];
  const price = cardPrice(offer, view);
  const action = cardAction(view, flow);
  const hasDates = offer.checkin !== null;
  const leadsWithHotel = parts.heading === 'hotel';
  const title = leadsWithHotel ? offer.hotel.label : offer.label;
  const { hotel } = offer;
  const hotelLine = (
    <HotelLine
      label={leadsWithHotel ? undefined : hotel.label}
      stars={hotel.stars}
      city={hotel.location.label}
    />
  );
  const heading = (size: 'large' | 'small') => (
    <CardTitle id={titleId} href={href} onPress={onSelect} level={headingLevel} size={size}>
      {title}
    </CardTitle>
  );

  if (parts.layout === 'row') {
    const isCurrentStay = parts.currentStay;
    return (
      <CardShell layout="row" isFixed={!isCurrentStay} titleId={titleId} view={view}>
        <div className={styles.thumbnail({ size: isCurrentStay ? 'large' : 'small' })}>
          <CardImage
            image={thumbnailImage(offer.images[0], offer.imageUrl)}
            sizes={isCurrentStay ? '(min-width: 768px) 240px, 120px' : '120px'}
            frame="fill"
            width={120}
            height={80}
            isPriority={isPriority}
          />
        </div>
        <div className={clsx(styles.body, styles.rowBody)}>
          {isCurrentStay ? (
            <span>
              <Badge tone="info">{t('card.currentStay')}</Badge>
            </span>
          ) : null}
          {heading('small')}
          {hotelLine}
          {isCurrentStay && offer.checkin ? (
            <p className={styles.caption()}>
              {t('card.stayDates', {
                dates: format.dateRange(offer.checkin, addDays(offer.checkin, offer.nights)),
                nights: offer.nights,
                people: offer.participants,
              })}
            </p>
          ) : null}
          {parts.score ? <CardMeta review={hotel.review} /> : null}
          <CardLines
            items={isCurrentStay ? offer.headwords : [offer.headwords.slice(0, parts.headwords).join(' · ')]}
            count={isCurrentStay ? 3 : 1}
          />
          {parts.cancellation ? (
            <CancellationButton policy={offer.cancellationPolicy} hasDates={hasDates} />
          ) : null}
          <div className={styles.footer({ layout: 'row' })}>
            <CardPriceBlock price={price} size={isCurrentStay ? 'medium' : 'small'} />
            <span className={isCurrentStay ? undefined : styles.rowCta}>
              <CardCta action={action} />
            </span>
            {isCurrentStay ? null : (
              <span className={styles.chevron} aria-hidden="true">
                <ChevronRight size={24} />
              </span>
            )}
          </div>
        </div>
      </CardShell>
    );
  }

  const discount = parts.autoDiscount && autoDiscount ? autoDiscountPercent({ ...autoDiscount, flow }) : null;
  const [marketingLabel] = offer.marketingLabels;
  const images =
    offer.images.length > 0 ? offer.images.map(galleryImage) : [{ src: offer.imageUrl, alt: '' }];
  return (
    <CardShell layout="vertical" isFixed titleId={titleId} view={view}>
      <div className={styles.media}>
        <CardGallery
          images={images}
          label={t('card.photos', { label: `${offer.label}, ${hotel.label}` })}
          href={href}
          onPress={onSelect}
          isPriority={isPriority}
          sizes={GRID_CARD_SIZES}
        />
        <div className={styles.mediaBadges}>
          {marketingLabel ? (
            <Badge tone="brandAccent" variant="solid" size="small">
              {marketingLabel.label}
            </Badge>
          ) : null}
          {discount !== null ? (
            <Badge tone="promo" variant="solid" size="small">
              {t('card.autoDiscount', { discount })}
            </Badge>
          ) : null}
        </div>
        {parts.wishlist && onToggleWishlist ? (
          <WishlistButton
            label={title}
            isWishlisted={isWishlisted}
            onToggle={() => onToggleWishlist(offerWishlistItem(offer))}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {heading('large')}
        {hotelLine}
        <CardMeta
          review={parts.score ? hotel.review : undefined}
          distance={parts.distance ? offer.distance : null}
        />
        <CardLines
          items={
            leadsWithHotel
              ? [t('card.hotelOffer', { label: offer.label }), ...offer.headwords]
              : offer.headwords
          }
          count={3}
        />
        {parts.stress ? <StressBadges messages={cardStressMessages(offer, view)} /> : null}
        {parts.cancellation ? (
          <CancellationButton policy={offer.cancellationPolicy} hasDates={hasDates} />
        ) : null}
        <div className={styles.footer({ layout: 'vertical' })}>
          <CardPriceBlock price={price} />
          <CardCta action={action} />
        </div>
        {parts.seeOtherOffers && onSeeOtherOffers ? (
          <SeeOtherOffersButton onPress={onSeeOtherOffers} />
        ) : null}
      </div>
    </CardShell>
  );
}
