import { Badge } from '../Badge';
import { useUiStrings } from '../i18n/useUiStrings';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatMoney, type PriceDigits } from './money';
import * as styles from './Price.css';

export interface PriceProps {
  /** The price paid, in cents. */
  sellPrice: number;
  /** The reference price, in cents; struck through beside a promo. */
  refPrice?: number | null;
  /** The promo percentage the badge shows, as the caller's thresholds leave it; none at 0. */
  promoPercent?: number | null;
  /** `from` prefixes the amount with "From". Defaults to `final`. */
  priceType?: 'from' | 'final';
  /** Words after the amount, such as "/ night". */
  unit?: string;
  /** Defaults to `whole`: rounded up to the unit, as cards show prices. */
  digits?: PriceDigits;
  /** An ISO 4217 code. Defaults to `EUR`. */
  currency?: string;
  /** The sell price's size: 16, 22 (default) or 28 px. */
  size?: 'small' | 'medium' | 'large';
  /** The prefix of a `from` price; defaults to "From". */
  fromLabel?: string;
}

/**
 * A price from cents, with its unit, and, when a promo shows, the struck reference price
 * (announced as "Instead of …") and the "-20 %" badge. No promo, no reference price.
 */
export function Price({
  sellPrice,
  refPrice,
  promoPercent,
  priceType = 'final',
  unit,
  digits = 'whole',
  currency = 'EUR',
  size = 'medium',
  fromLabel,
}: PriceProps) {
  const strings = useUiStrings();
  const money = (cents: number) => formatMoney(cents, strings.locale, currency, digits);
  const promo = Math.max(0, promoPercent ?? 0);
  const reference = promo > 0 && refPrice && refPrice > sellPrice ? money(refPrice) : null;
  return (
    <span className={styles.price({ size })} data-size={size} data-price-type={priceType}>
      <span className={styles.amount}>
        {priceType === 'from' ? (
          <span className={styles.muted}>{fromLabel ?? strings.format('from')}</span>
        ) : null}
        <span className={styles.sell}>{money(sellPrice)}</span>
        {unit ? <span className={styles.muted}>{unit}</span> : null}
      </span>
      {reference ? (
        <span>
          <VisuallyHidden>{strings.format('insteadOf', { price: reference })}</VisuallyHidden>
          <s className={styles.reference} aria-hidden="true">
            {reference}
          </s>
        </span>
      ) : null}
      {promo > 0 ? (
        <Badge tone="promo" variant="solid" size={size === 'large' ? 'medium' : 'small'}>
          {strings.format('discount', { percent: promo })}
        </Badge>
      ) : null}
    </span>
  );
}
