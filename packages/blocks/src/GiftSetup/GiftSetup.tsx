import {
  type AvailableSubElements,
  type GiftFormat,
  type GiftPrice,
  type GiftUpsell,
  POPULAR_PRICE_BUCKET,
  type PriceBucket,
  type SubElementSelection,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Button, Checkbox, Heading, RadioGroup } from '@escale/ui';
import { Gift, Mail, Package } from '@escale/ui/icons';
import type { ReactNode } from 'react';
import { GiftFormatChoice, type GiftShipping, SHIPPING_LOADING_TAG } from '../GiftFormatChoice';
import * as styles from './GiftSetup.css';

export interface GiftSetupProps {
  /** Spain's distinct card: its own illustration, no gift-box teaser (S-266, G-35). */
  variant?: 'default' | 'spain';
  format: GiftFormat;
  onFormatChange: (format: GiftFormat) => void;
  shipping: GiftShipping;
  /** The extras a physical gift can carry; null until loaded (or when they cannot be). */
  subElements: AvailableSubElements | null;
  selection: SubElementSelection;
  onSelectionChange: (selection: SubElementSelection) => void;
  /**
   * Customer care's price buckets (S-270, S-441): each bucket's price (null while they load), the
   * one chosen and the change; without it, no choice of bucket.
   */
  buckets?: {
    sellPrices: GiftPrice['sellPrices'] | null;
    value: PriceBucket;
    onChange: (bucket: PriceBucket) => void;
  };
  /** The gift nights offered, ascending (S-269). */
  nightsOptions: readonly number[];
  giftNights: number;
  onGiftNightsChange: (nights: number) => void;
  upsell: GiftUpsell;
  /**
   * What the availability upsell adds, in cents (S-267): null while the gift's price loads, 0 when
   * it would cover no more dates (no checkbox then).
   */
  upsellAmount: number | null;
  onUpsellChange: (upsell: GiftUpsell) => void;
  /** What the gift costs as set up, in cents; null while its price loads. */
  total: number | null;
  /** The gift calendar, under the nights. */
  calendar?: ReactNode;
  /** "Gift without dates": the page opens the personalisation (S-237). */
  onOfferWithoutDates: () => void;
}

/**
 * "Customise your gift" on the gifting stay page (001 §2.6, §4 Gift format, Gift upsell): a
 * digital voucher by e-mail (the default) or a physical gift box, whose tag shows the shipping cost
 * once known and which is disabled when it cannot be had; the box's extras; the gift nights; the
 * upsell; the total and "Gift without dates"; then how it works.
 */
export function GiftSetup({
  variant = 'default',
  format,
  onFormatChange,
  shipping,
  subElements,
  selection,
  onSelectionChange,
  buckets,
  nightsOptions,
  giftNights,
  onGiftNightsChange,
  upsell,
  upsellAmount,
  onUpsellChange,
  total,
  calendar,
  onOfferWithoutDates,
}: GiftSetupProps) {
  const t = useT();
  const formatter = useFormat();
  return (
    <div className={styles.setup} data-variant={variant}>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <span className={styles.illustration} aria-hidden="true">
            {variant === 'spain' ? <Mail size={32} /> : <Gift size={32} />}
          </span>
          <Heading level={2}>{t('giftSetup.title')}</Heading>
        </div>
        {variant === 'spain' ? (
          <p className={styles.teaser}>{t('giftSetup.spainCard')}</p>
        ) : (
          <p className={styles.teaser}>
            <Package size={16} aria-hidden="true" /> {t('giftSetup.boxTeaser')}
          </p>
        )}
        <GiftFormatChoice
          product="stay"
          format={format}
          onFormatChange={onFormatChange}
          shipping={shipping}
          subElements={subElements}
          selection={selection}
          onSelectionChange={onSelectionChange}
        />
        {buckets ? (
          <RadioGroup
            label={t('giftSetup.buckets')}
            name="bucket"
            value={String(buckets.value)}
            onChange={(value) => buckets.onChange(Number(value) as PriceBucket)}
            options={([1, 2, 3] as const).map((bucket) => {
              const price = buckets.sellPrices?.find((p) => p.bucket === bucket)?.sellPrice;
              return {
                value: String(bucket),
                label: `${t(`giftSetup.bucket${bucket}`)} ${
                  price === undefined ? SHIPPING_LOADING_TAG : formatter.price(price)
                }`,
                description: `${bucket === POPULAR_PRICE_BUCKET ? `${t('giftSetup.popular')} · ` : ''}${t(
                  `giftSetup.bucket${bucket}Text`,
                )}`,
              };
            })}
          />
        ) : null}
        {nightsOptions.length > 1 ? (
          <RadioGroup
            label={t('giftSetup.nights')}
            name="giftNights"
            orientation="horizontal"
            value={String(giftNights)}
            onChange={(value) => onGiftNightsChange(Number(value))}
            options={nightsOptions.map((count) => ({
              value: String(count),
              label: t('giftSetup.nightsOption', { count }),
            }))}
          />
        ) : null}
        {upsellAmount === 0 ? null : (
          <Checkbox
            label={`${t('giftSetup.upsell')} ${
              upsellAmount === null
                ? SHIPPING_LOADING_TAG
                : t('giftSetup.plus', { amount: formatter.price(upsellAmount) })
            }`}
            description={t('giftSetup.upsellText')}
            name="upsell"
            value="availability"
            isSelected={upsell === 'availability'}
            onChange={(isSelected) => onUpsellChange(isSelected ? 'availability' : 'none')}
          />
        )}
        {calendar}
        <div className={styles.footer}>
          <p className={styles.total} data-testid="gift-total">
            <span>{t('giftSetup.total')}</span>{' '}
            <strong>{total === null ? SHIPPING_LOADING_TAG : formatter.price(total)}</strong>
          </p>
          <Button variant="outline" onPress={onOfferWithoutDates}>
            {t('giftSetup.withoutDates')}
          </Button>
        </div>
      </div>
      <section className={styles.howItWorks} aria-labelledby="gift-how-it-works">
        <Heading level={3} id="gift-how-it-works">
          {t('giftSetup.howItWorks')}
        </Heading>
        <ol className={styles.steps}>
          <li>{t('giftSetup.step1')}</li>
          <li>{t('giftSetup.step2')}</li>
          <li>{t('giftSetup.step3')}</li>
        </ol>
      </section>
    </div>
  );
}
