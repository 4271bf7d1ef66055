import {
  type ActivityPrice,
  type ActivityPurchaseMode,
  activityPaxBounds,
  activityPriceFor,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Button, ButtonLink, Heading, PaxStepper, Price } from '@escale/ui';
import { Hourglass } from '@escale/ui/icons';
import { useId } from 'react';
import * as styles from './ActivityProduct.css';

export interface ActivityPurchasePanelProps {
  /** false: the activity is no longer sold; "Too late" replaces the panel (S-287). */
  isPublished: boolean;
  /** By pax count, ascending. */
  prices: readonly ActivityPrice[];
  /** The participants of the page's hash `a`. */
  adults: number;
  onAdultsChange: (adults: number) => void;
  /** "Buy for myself" and "Offer" open the purchase modal (S-285). */
  onBuy: (mode: ActivityPurchaseMode) => void;
  /** Where "See other offers" leads when the activity is no longer sold. */
  otherOffersHref: string;
}

/**
 * The activity page's purchase panel (001 §2.7, §3; S-285, S-287…S-290): the price for the
 * participants chosen (sell price, reference price, promo and money saved), the participants from
 * the prices' lowest to highest pax count, then "Buy for myself" and "Offer". An activity no
 * longer published shows "Too late" and other offers instead.
 */
export function ActivityPurchasePanel({
  isPublished,
  prices,
  adults,
  onAdultsChange,
  onBuy,
  otherOffersHref,
}: ActivityPurchasePanelProps) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  if (!isPublished) {
    return (
      <section className={styles.panel} aria-labelledby={titleId} data-testid="activity-too-late">
        <Hourglass size={32} aria-hidden="true" />
        <Heading level={2} id={titleId}>
          {t('expired.title')}
        </Heading>
        <p className={styles.text}>{t('activityPage.expiredText')}</p>
        <ButtonLink href={otherOffersHref}>{t('activityPage.seeOtherOffers')}</ButtonLink>
      </section>
    );
  }
  const bounds = activityPaxBounds(prices);
  const price = activityPriceFor(prices, adults);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('activityPage.priceFor', { count: adults })}
      </h2>
      {price ? (
        <div data-testid="activity-price" data-sell-price={price.sellPrice}>
          <Price
            sellPrice={price.sellPrice}
            refPrice={price.barPrice > price.sellPrice ? price.barPrice : null}
            promoPercent={price.promoPercentageRounded}
            priceType="final"
            size="large"
          />
          {price.moneySaved > 0 ? (
            <p className={styles.saving}>
              {t('booking.moneySaved', { amount: format.price(price.moneySaved) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <PaxStepper
        label={t('activityPage.participants')}
        description={t('activityPage.participantsRange', bounds)}
        minValue={bounds.min}
        maxValue={bounds.max}
        value={adults}
        onChange={onAdultsChange}
      />
      <div className={styles.buttons}>
        <Button size="large" isFullWidth onPress={() => onBuy('ownUse')}>
          {t('activityPage.buyForMyself')}
        </Button>
        <Button size="large" variant="outline" isFullWidth onPress={() => onBuy('gift')}>
          {t('activityPage.offer')}
        </Button>
      </div>
    </section>
  );
}
