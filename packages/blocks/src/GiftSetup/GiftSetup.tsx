import {
  type AvailableSubElements,
  chooseSubElement,
  type GiftFormat,
  type GiftUpsell,
  isSubElementChosen,
  type ShippingCost,
  type SubElementSelection,
  subElementOptions,
  toggleSubElement,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Button, Checkbox, Heading, RadioGroup } from '@escale/ui';
import { Gift, Mail, Package } from '@escale/ui/icons';
import type { ReactNode } from 'react';
import * as styles from './GiftSetup.css';

/** The physical format's shipping cost: loading, answered, or not to be had (S-261, S-262). */
export type GiftShipping =
  | { status: 'loading' }
  | { status: 'ready'; cost: Pick<ShippingCost, 'amount' | 'deliveryDays'> }
  | { status: 'unavailable' };

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
  /** The gift nights offered, ascending (S-269). */
  nightsOptions: readonly number[];
  giftNights: number;
  onGiftNightsChange: (nights: number) => void;
  upsell: GiftUpsell;
  onUpsellChange: (upsell: GiftUpsell) => void;
  /** What the gift costs as set up, in cents; null while its price loads. */
  total: number | null;
  /** The gift calendar, under the nights. */
  calendar?: ReactNode;
  /** "Gift without dates": the page opens the personalisation (S-237). */
  onOfferWithoutDates: () => void;
}

/** While the shipping cost loads, the physical option's tag (S-262). */
const LOADING_TAG = '---';

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
  nightsOptions,
  giftNights,
  onGiftNightsChange,
  upsell,
  onUpsellChange,
  total,
  calendar,
  onOfferWithoutDates,
}: GiftSetupProps) {
  const t = useT();
  const formatter = useFormat();
  const plus = (amount: number) => t('giftSetup.plus', { amount: formatter.price(amount) });
  const isUnavailable = shipping.status === 'unavailable';
  const days = shipping.status === 'ready' ? shipping.cost.deliveryDays : null;
  const tag =
    shipping.status === 'ready'
      ? plus(shipping.cost.amount)
      : shipping.status === 'loading'
        ? LOADING_TAG
        : null;
  const isPhysical = format === 'physical' && !isUnavailable;

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
        <RadioGroup
          label={t('giftSetup.format')}
          name="giftFormat"
          value={isUnavailable ? 'digital' : format}
          onChange={(value) => onFormatChange(value === 'physical' ? 'physical' : 'digital')}
          options={[
            { value: 'digital', label: t('giftSetup.digital'), description: t('giftSetup.digitalText') },
            {
              value: 'physical',
              label: tag ? `${t('giftSetup.physical')} ${tag}` : t('giftSetup.physical'),
              description: isUnavailable
                ? t('giftSetup.physicalUnavailable')
                : t('giftSetup.physicalText', { min: days?.min ?? 2, max: days?.max ?? 4 }),
              isDisabled: isUnavailable,
            },
          ]}
        />
        {isPhysical && subElements ? (
          <SubElements
            subElements={subElements}
            selection={selection}
            onChange={onSelectionChange}
            plus={plus}
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
        <Checkbox
          label={t('giftSetup.upsell')}
          description={t('giftSetup.upsellText')}
          name="upsell"
          value="availability"
          isSelected={upsell === 'availability'}
          onChange={(isSelected) => onUpsellChange(isSelected ? 'availability' : 'none')}
        />
        {calendar}
        <div className={styles.footer}>
          <p className={styles.total} data-testid="gift-total">
            <span>{t('giftSetup.total')}</span>{' '}
            <strong>{total === null ? LOADING_TAG : formatter.price(total)}</strong>
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

/**
 * The physical gift's extras (S-279, S-280): a multi-selection category as checkboxes, a
 * single-selection one as radios, category 2 with its standard option at no cost first.
 */
function SubElements({
  subElements,
  selection,
  onChange,
  plus,
}: {
  subElements: AvailableSubElements;
  selection: SubElementSelection;
  onChange: (selection: SubElementSelection) => void;
  plus: (amount: number) => string;
}) {
  const t = useT();
  const labelOf = (
    item: { name?: string | null; price: number; recommendedByWed?: boolean },
    standard: string,
  ) => [item.name ?? standard, item.price > 0 ? plus(item.price) : null].filter(Boolean).join(' ');
  return (
    <div className={styles.extras}>
      {subElements.categories.map((category) => {
        const options = subElementOptions(category, subElements.subElements);
        if (options.length === 0) return null;
        if (category.singleSelection) {
          const chosen = options.find((option) => isSubElementChosen(selection, category.id, option.id));
          return (
            <RadioGroup
              key={category.id}
              label={category.name}
              description={category.description}
              name={`se${category.id}`}
              value={chosen ? String(chosen.id) : null}
              onChange={(value) =>
                onChange(
                  chooseSubElement(selection, category.id, value === 'default' ? 'default' : Number(value)),
                )
              }
              options={options.map((option) => ({
                value: String(option.id),
                label: labelOf('name' in option ? option : { price: 0 }, t('giftSetup.standard')),
                description:
                  'recommendedByWed' in option && option.recommendedByWed
                    ? t('giftSetup.recommended')
                    : undefined,
              }))}
            />
          );
        }
        return (
          <fieldset key={category.id} className={styles.category}>
            <legend className={styles.legend}>{category.name}</legend>
            <p className={styles.categoryText}>{category.description}</p>
            {options.map((option) =>
              typeof option.id === 'number' && 'name' in option ? (
                <Checkbox
                  key={option.id}
                  label={labelOf(option, t('giftSetup.standard'))}
                  description={option.recommendedByWed ? t('giftSetup.recommended') : undefined}
                  name={`se${category.id}`}
                  value={String(option.id)}
                  isSelected={isSubElementChosen(selection, category.id, option.id)}
                  onChange={() => onChange(toggleSubElement(selection, category.id, option.id as number))}
                />
              ) : null,
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
