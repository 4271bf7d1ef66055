import { displayedPromo, type PriceType, type PromoContext, promoPercent as promoOf } from '@escale/domain';
import { type PriceDigits, useFormat, useT } from '@escale/i18n';
import { VisuallyHidden } from 'react-aria';
import { Badge } from '../Badge';
import * as styles from './Price.css';

export interface PriceProps {
  /** The price paid, in cents. */
  sellPrice: number;
  /** The reference price, in cents; struck through beside a promo. */
  refPrice?: number | null;
  /**
   * The promo percentage. Without `promoContext` it is shown as given (the caller applied the
   * threshold); with it, the domain's threshold for that place applies.
   */
  promoPercent?: number | null;
  /**
   * Where the price shows (`offerList`, `quote`, `activityOnly`): the promo is computed from the
   * reference price when `promoPercent` is absent, and hidden below the place's threshold.
   */
  promoContext?: PromoContext;
  /** `from` prefixes the amount with "From". Defaults to `final`. */
  priceType?: PriceType;
  /** Adds "/ night" or "/ pers" after the amount. */
  per?: 'night' | 'person';
  /** Defaults to `whole`: euros rounded up, as cards show them. */
  digits?: PriceDigits;
  /** The sell price's size: 16, 22 (default) or 28 px. */
  size?: 'small' | 'medium' | 'large';
}

function shownPromo({ sellPrice, refPrice, promoPercent, promoContext }: PriceProps): number {
  if (!promoContext) return Math.max(0, promoPercent ?? 0);
  return displayedPromo(promoPercent ?? promoOf(sellPrice, refPrice), promoContext);
}

/**
 * A price in euros from cents, with its unit, and, when a promo shows, the struck reference price
 * (announced as "Instead of …") and the "-20 %" badge. No promo, no reference price.
 */
export function Price(props: PriceProps) {
  const { sellPrice, refPrice, priceType = 'final', per, digits = 'whole', size = 'medium' } = props;
  const t = useT();
  const format = useFormat();
  const promo = shownPromo(props);
  const reference = promo > 0 && refPrice && refPrice > sellPrice ? format.price(refPrice, digits) : null;
  return (
    <span className={styles.price({ size })} data-size={size} data-price-type={priceType}>
      <span className={styles.amount}>
        {priceType === 'from' ? <span className={styles.muted}>{t('price.from')}</span> : null}
        <span className={styles.sell}>{format.price(sellPrice, digits)}</span>
        {per ? (
          <span className={styles.muted}>{t(per === 'night' ? 'price.perNight' : 'price.perPerson')}</span>
        ) : null}
      </span>
      {reference ? (
        <span>
          <VisuallyHidden>{t('price.reference', { price: reference })}</VisuallyHidden>
          <s className={styles.reference} aria-hidden="true">
            {reference}
          </s>
        </span>
      ) : null}
      {promo > 0 ? (
        <Badge tone="promo" variant="solid" size={size === 'large' ? 'medium' : 'small'}>
          {t('price.promo', { percent: promo })}
        </Badge>
      ) : null}
    </span>
  );
}
