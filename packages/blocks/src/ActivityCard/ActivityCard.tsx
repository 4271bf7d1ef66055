import {
  type ActivityOnlySearchResponse,
  type AutoDiscountContext,
  activityCardPrice,
  activityWishlistItem,
  autoDiscountPercent,
  type WishlistItem,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Badge } from '@escale/ui';
import { useId } from 'react';
import { CardGallery } from '../CardGallery';
import {
  CardCta,
  CardMeta,
  CardPriceBlock,
  CardShell,
  CardTitle,
  GRID_CARD_SIZES,
  type HeadingLevel,
  HotelLine,
  WishlistButton,
} from '../OfferCard/cardParts';
import * as styles from '../OfferCard/OfferCard.css';
import { VerticalCardSkeleton } from '../OfferCard/VerticalCardSkeleton';

type ActivityCentre = ActivityOnlySearchResponse['exactMatch'][number];
type ActivityVoucher = ActivityCentre['activityOnlyPackages'][number]['activityOnlyVoucher'];

export interface ActivityCardProps {
  /** One voucher of the centre's `activityOnlyPackages`: activity-only results show one card per voucher. */
  voucher: ActivityVoucher;
  /** The activity centre (hotel) selling it, with its distance. */
  centre: ActivityCentre;
  /** The adults searched: the price for them, divided by them (S-146). */
  adults: number;
  /** The activity page, usually the voucher's `uri` under the market root. */
  href: string;
  /** Called as the card's link is followed, before the page changes: the list's select_item (S-455). */
  onSelect?: () => void;
  isWishlisted?: boolean;
  /** Called with the ACTIVITY wishlist entry (S-432, S-435); without it no heart shows. */
  onToggleWishlist?: (item: WishlistItem) => void;
  /** The variation and discount of the auto-discount label (S-159); the activity flow is not gifting. */
  autoDiscount?: Omit<AutoDiscountContext, 'flow'>;
  /** Loads the picture at once: the first row of results. */
  isPriority?: boolean;
  /** The heading's level, 3 by default. */
  headingLevel?: HeadingLevel;
}

/**
 * An activity-only result (one card per voucher): the activity's picture and name, the centre with
 * its stars, city, score and distance, the price per person for the adults searched with "/ pers"
 * and its promo from 5 % (S-146, S-147), and "See activity" (S-138). The whole card is one link.
 * A voucher without a price for that number of adults is not sold to them: no card.
 */
export function ActivityCard({
  voucher,
  centre,
  adults,
  href,
  onSelect,
  isWishlisted = false,
  onToggleWishlist,
  autoDiscount,
  isPriority = false,
  headingLevel = 3,
}: ActivityCardProps) {
  const t = useT();
  const titleId = useId();
  const price = activityCardPrice(voucher.prices, adults);
  if (!price) return null;
  const discount = autoDiscount ? autoDiscountPercent({ ...autoDiscount, flow: 'activity' }) : null;
  return (
    <CardShell layout="vertical" isFixed titleId={titleId} view="ACTIVITY">
      <div className={styles.media}>
        <CardGallery
          images={[{ src: voucher.imageUrl, alt: '' }]}
          label={t('card.photos', { label: `${voucher.label}, ${centre.label}` })}
          href={href}
          onPress={onSelect}
          isPriority={isPriority}
          sizes={GRID_CARD_SIZES}
        />
        {discount !== null ? (
          <div className={styles.mediaBadges}>
            <Badge tone="promo" variant="solid" size="small">
              {t('card.autoDiscount', { discount })}
            </Badge>
          </div>
        ) : null}
        {onToggleWishlist ? (
          <WishlistButton
            label={voucher.label}
            isWishlisted={isWishlisted}
            onToggle={() => onToggleWishlist(activityWishlistItem(voucher, centre))}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <CardTitle id={titleId} href={href} onPress={onSelect} level={headingLevel} size="large">
          {voucher.label}
        </CardTitle>
        <HotelLine label={centre.label} stars={centre.stars} city={centre.location.label} />
        <CardMeta review={centre.review} distance={centre.distance} />
        <div className={styles.footer({ layout: 'vertical' })}>
          <CardPriceBlock price={price} />
          <CardCta action="seeActivity" />
        </div>
      </div>
    </CardShell>
  );
}

/** The placeholder of an activity card while results load: exactly its size (CLS 0). */
export function ActivityCardSkeleton() {
  return (
    <VerticalCardSkeleton
      view="ACTIVITY"
      hasLines={false}
      hasStress={false}
      hasCancellation={false}
      hasSeeOtherOffers={false}
    />
  );
}
