import { type BookingFlow, bookingPriceView, type Pax, paxForFlow } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { baseTokens } from '@escale/tokens';
import { Price, Skeleton, SkeletonGroup } from '@escale/ui';
import * as styles from './BookingPanel.css';
import type { BookingPanelPrice } from './bookingTypes';

/** The large price's line height in pixels, kept by its skeleton. */
const PRICE_LINE_PX = Number.parseInt(baseTokens.lineHeight['2xl'], 10);

export interface BookingPriceProps {
  price: BookingPanelPrice;
  flow: BookingFlow;
  /** The travellers the from-price is for; a quote names its own. */
  pax: Pax;
  /**
   * `full` in the panel; `compact` in the sticky bar: the price per night alone, without the promo
   * (which would need the 30-day price beside it).
   */
  size?: 'full' | 'compact';
}

/**
 * The price of the stay (S-246, S-251, S-254…S-256): per night, rounded up, with "From" until the
 * stay has dates; the struck reference price, the promo, what it saves and the lowest price of the
 * last 30 days only from the quotes' promo threshold; the total paid for the nights and people,
 * and the rooms it needs. Skeletons of the same height while it loads; nothing without a price.
 */
export function BookingPrice({ price, flow, pax, size = 'full' }: BookingPriceProps) {
  const t = useT();
  const format = useFormat();
  const compact = size === 'compact';

  if (price.status === 'loading') {
    return (
      <SkeletonGroup label={t('booking.loading')}>
        <span className={styles.priceSkeleton}>
          <Skeleton shape="rect" width={compact ? 120 : 200} height={compact ? 30 : PRICE_LINE_PX} />
          {compact ? null : <Skeleton size="small" width="70%" />}
        </span>
      </SkeletonGroup>
    );
  }
  if (price.status !== 'from' && price.status !== 'quote') return null;

  const isQuote = price.status === 'quote';
  const info = isQuote ? price.quote.priceInfo : price.price;
  const lowestPrice30Days = isQuote ? price.quote.priceInfo.lowestPrice30Days : price.lowestPrice30Days;
  const view = bookingPriceView({ ...info, lowestPrice30Days }, isQuote);
  const travellers = isQuote
    ? {
        adults: price.quote.reservationCriteria.pax.numberOfAdults,
        children: price.quote.reservationCriteria.pax.numberOfChildren,
        babies: price.quote.reservationCriteria.pax.numberOfBabies,
      }
    : paxForFlow(pax, flow);
  const people = travellers.adults + travellers.children + travellers.babies;
  const roomsMessage = isQuote ? price.quote.roomsAmountMessage : null;

  return (
    <div data-price-type={view.priceType} data-promo={(!compact && view.promo) || undefined}>
      <Price
        sellPrice={view.perNight}
        refPrice={compact ? null : view.refPerNight}
        promoPercent={compact ? 0 : view.promo}
        priceType={view.priceType}
        unit={t('price.perNight')}
        size={compact ? 'medium' : 'large'}
      />
      {compact ? null : (
        <>
          <p className={styles.caption}>
            {t('card.priceTotal', { price: format.price(view.total), nights: view.nights, people })}
          </p>
          {roomsMessage ? <p className={styles.caption}>{roomsMessage}</p> : null}
          {view.moneySaved > 0 ? (
            <p className={styles.saving}>
              {t('booking.moneySaved', { amount: format.price(view.moneySaved) })}
            </p>
          ) : null}
          {view.lowestPrice30Days !== null ? (
            <p className={styles.caption}>
              {t('booking.lowestPrice30Days', { price: format.price(view.lowestPrice30Days) })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
