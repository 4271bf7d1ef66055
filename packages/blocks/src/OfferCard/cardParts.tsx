import {
  type ApiImage,
  type CardAction,
  type CardCancellationPolicy,
  type CardPrice,
  cancellationStatus,
  type StressId,
  type StressMessage,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Badge, IconButton, Link, Price } from '@escale/ui';
import {
  Check,
  ChevronRight,
  CircleCheck,
  Clock,
  Flame,
  Heart,
  type IconComponent,
  Info,
  MapPin,
  ShieldCheck,
  Users,
} from '@escale/ui/icons';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CancellationModal } from '../CancellationModal';
import type { CardImageSource } from '../CardGallery';
import { ReviewScore } from '../ReviewScore';
import * as styles from './OfferCard.css';
import { Stars } from './Stars';

// The parts every result card is made of, shared by OfferCard and ActivityCard.

/** The width of a grid card at each breakpoint: 1, 2 then 3 columns. */
export const GRID_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * A card picture from an API image: 640_360 with 960_540 for wide screens (S-157). Card pictures are
 * decorative: the title names the card.
 */
export function galleryImage(image: ApiImage): CardImageSource {
  return {
    src: image.sizes['640_360'],
    srcSet: `${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`,
    alt: '',
  };
}

/** The 120_80 thumbnail of a row, with 640_360 for high-density screens (S-157). */
export function thumbnailImage(image: ApiImage | undefined, fallbackUrl: string): CardImageSource {
  if (!image) return { src: fallbackUrl, alt: '' };
  return {
    src: image.sizes['120_80'],
    srcSet: `${image.sizes['120_80']} 120w, ${image.sizes['640_360']} 640w`,
    alt: '',
  };
}

export function CardShell({
  layout,
  isFixed,
  titleId,
  view,
  children,
}: {
  layout: 'vertical' | 'row';
  isFixed: boolean;
  titleId: string;
  view: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      data-view={view}
      data-layout={layout}
      className={clsx(styles.card({ layout }), isFixed && styles.fixed)}
    >
      {children}
    </article>
  );
}

export type HeadingLevel = 2 | 3 | 4;

/** The card's heading; its link covers the card (S-137, S-145). */
export function CardTitle({
  id,
  href,
  level,
  size,
  onPress,
  children,
}: {
  id: string;
  href: string;
  level: HeadingLevel;
  size: 'large' | 'small';
  /** Called as the link is followed. */
  onPress?: () => void;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={styles.title({ size })}>
      <Link href={href} variant="overlay" onPress={onPress}>
        {children}
      </Link>
    </Heading>
  );
}

/** The hotel's name with its stars and city, or only the stars and city when the title names it. */
export function HotelLine({ label, stars, city }: { label?: string; stars: number; city: string }) {
  return (
    <p className={styles.subtitle}>
      {label ? <span className={styles.hotelName}>{label}</span> : null}
      <Stars count={stars} />
      <span className={styles.city}>· {city}</span>
    </p>
  );
}

/** The review score with its label and count, "New" without a score (S-151…S-154), and the distance. */
export function CardMeta({
  review,
  distance,
}: {
  review?: { average: number | null; count: number };
  distance?: number | null;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <div className={styles.meta}>
      {review ? <ReviewScore score={review.average} reviewCount={review.count} size="small" /> : <span />}
      {distance !== null && distance !== undefined ? (
        <span className={styles.distance}>
          <MapPin size={14} aria-hidden="true" />
          {t('card.distance', { distance: format.distance(distance) })}
        </span>
      ) : null}
    </div>
  );
}

/** Headwords (or other short lines), one line each, at most `count`. */
export function CardLines({ items, count }: { items: readonly string[]; count: 1 | 2 | 3 }) {
  return (
    <ul className={styles.lines({ count })}>
      {items.slice(0, count).map((item) => (
        <li key={item} className={styles.line}>
          <Check size={14} aria-hidden="true" className={styles.lineIcon} />
          <span className={styles.ellipsis}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const stressIcons: Record<StressId, IconComponent> = {
  roomsLeft: Flame,
  lastMinute: Clock,
  freeCancellation: ShieldCheck,
  popular: Users,
};

/** At most 2 stress badges, each in its colour kind with an icon (S-149, S-150, G-28). */
export function StressBadges({ messages }: { messages: readonly StressMessage[] }) {
  const t = useT();
  return (
    <div className={styles.stress}>
      {messages.map((message) => {
        const Icon = stressIcons[message.id];
        return (
          <Badge key={message.id} tone={message.kind} icon={<Icon size={14} />}>
            {t(`stress.${message.id}`, message.values)}
          </Badge>
        );
      })}
    </div>
  );
}

/**
 * Opens the cancellation conditions (S-310, S-311): "Free cancellation until {date}" in the success
 * colour when a deadline exists, "Cancellation conditions" in the info colour otherwise.
 */
export function CancellationButton({
  policy,
  hasDates,
}: {
  policy: CardCancellationPolicy;
  hasDates: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const status = cancellationStatus(policy, hasDates);
  const Icon = status.tone === 'positive' ? CircleCheck : Info;
  return (
    <div className={styles.cancellationRow}>
      <CancellationModal policy={policy} hasDates={hasDates}>
        <button type="button" className={styles.cancellation} data-tone={status.tone}>
          <Icon size={16} aria-hidden="true" />
          <span className={styles.ellipsis}>
            {status.kind === 'freeUntil'
              ? t('card.cancellationFreeUntil', { date: format.date(status.deadline, 'medium') })
              : t('card.cancellationConditions')}
          </span>
        </button>
      </CancellationModal>
    </div>
  );
}

/**
 * The price (S-136): the amount with "From" or final and its unit, the struck reference price and
 * promo beside a promo (S-147), the lowest price of the last 30 days beside a promo (EU price
 * rules), and a caption: the stay's total beside a per-night price, the people and nights of a
 * whole-stay price.
 */
export function CardPriceBlock({ price, size = 'medium' }: { price: CardPrice; size?: 'small' | 'medium' }) {
  const t = useT();
  const format = useFormat();
  const stay = { nights: price.nights, people: price.participants };
  const total = price.total === null ? null : format.price(price.total, 'whole');
  const caption =
    price.per === null
      ? t('card.priceFor', stay)
      : total === null
        ? null
        : price.per === 'night'
          ? t('card.priceTotal', { price: total, ...stay })
          : t('card.pricePeople', { price: total, people: price.participants });
  return (
    <div className={styles.price} data-promo={price.promo || undefined}>
      <Price
        sellPrice={price.amount}
        refPrice={price.reference}
        promoPercent={price.promo}
        priceType={price.priceType}
        unit={price.per ? t(price.per === 'night' ? 'price.perNight' : 'price.perPerson') : undefined}
        size={size}
      />
      {price.lowestPrice30Days !== null ? (
        <p className={styles.caption({ wrap: true })}>
          {t('card.lowestPrice30Days', { price: format.price(price.lowestPrice30Days, 'whole') })}
        </p>
      ) : null}
      {caption && size === 'medium' ? <p className={styles.caption()}>{caption}</p> : null}
    </div>
  );
}

/** "See offer", "See gift" or "See activity" (S-138): a button's look, the card's link acts. */
export function CardCta({ action }: { action: CardAction }) {
  const t = useT();
  return (
    <span className={styles.cta} aria-hidden="true">
      {t(`card.${action}`)}
    </span>
  );
}

/** The wishlist toggle (S-432): a pressed button while the item is in the wishlist. */
export function WishlistButton({
  label,
  isWishlisted,
  onToggle,
}: {
  label: string;
  isWishlisted: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.wishlist}>
      <IconButton
        label={t('card.wishlist', { label })}
        icon={<Heart size={20} fill={isWishlisted ? 'currentColor' : 'none'} />}
        variant="outline"
        tone={isWishlisted ? 'critical' : 'neutral'}
        shape="circle"
        aria-pressed={isWishlisted}
        onPress={onToggle}
      />
    </div>
  );
}

/** "See the other offers from this hotel" (S-139). */
export function SeeOtherOffersButton({ onPress }: { onPress: () => void }) {
  const t = useT();
  return (
    <button type="button" className={styles.seeOther} onClick={onPress}>
      {t('card.seeOtherOffers')}
      <ChevronRight size={16} aria-hidden="true" />
    </button>
  );
}
