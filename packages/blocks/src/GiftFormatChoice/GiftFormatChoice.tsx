import {
  type AvailableSubElements,
  chooseSubElement,
  type GiftFormat,
  isSubElementChosen,
  type ShippingCost,
  type SubElementSelection,
  subElementOptions,
  toggleSubElement,
} from '@escale/domain';
import { type MessageId, useFormat, useT } from '@escale/i18n';
import { Checkbox, RadioGroup } from '@escale/ui';
import * as styles from './GiftFormatChoice.css';

/** The physical format's shipping cost: loading, answered, or not to be had (S-261, S-262). */
export type GiftShipping =
  | { status: 'loading' }
  | { status: 'ready'; cost: Pick<ShippingCost, 'amount' | 'deliveryDays'> }
  | { status: 'unavailable' };

/** What is given, for the options' words: a stay's voucher, a box or a gift card. */
export type GiftFormatProduct = 'stay' | 'box' | 'giftCard';

export interface GiftFormatChoiceProps {
  product: GiftFormatProduct;
  format: GiftFormat;
  onFormatChange: (format: GiftFormat) => void;
  shipping: GiftShipping;
  /** false when this product is not sold in the physical format at all (a box sold as an e-box only). */
  hasPhysical?: boolean;
  /** The extras a physical gift can carry, shown under the physical option; null for none (or not loaded). */
  subElements?: AvailableSubElements | null;
  selection?: SubElementSelection;
  onSelectionChange?: (selection: SubElementSelection) => void;
}

/** While the shipping cost loads, the physical option's tag (S-262). */
export const SHIPPING_LOADING_TAG = '---';

const LABELS: Record<GiftFormatProduct, Record<'digital' | 'digitalText' | 'physical', MessageId>> = {
  stay: {
    digital: 'giftSetup.digital',
    digitalText: 'giftSetup.digitalText',
    physical: 'giftSetup.physical',
  },
  box: { digital: 'boxFormat.digital', digitalText: 'boxFormat.digitalText', physical: 'boxFormat.physical' },
  giftCard: {
    digital: 'giftCardPage.digital',
    digitalText: 'giftCardPage.digitalText',
    physical: 'giftCardPage.physical',
  },
};

/**
 * A gift's format (001 §4 Gift format): digital by e-mail, or physical, whose tag shows "---" while
 * the shipping cost loads and then "+{amount}", disabled with "Victim of its success, the physical
 * format is coming back soon!" when the cost cannot be had (S-261, S-262); under the physical
 * option, the extras it may carry (S-279, S-280, S-295).
 */
export function GiftFormatChoice({
  product,
  format,
  onFormatChange,
  shipping,
  hasPhysical = true,
  subElements = null,
  selection = {},
  onSelectionChange,
}: GiftFormatChoiceProps) {
  const t = useT();
  const formatter = useFormat();
  const plus = (amount: number) => t('giftSetup.plus', { amount: formatter.price(amount) });
  const isUnavailable = shipping.status === 'unavailable';
  const days = shipping.status === 'ready' ? shipping.cost.deliveryDays : null;
  const tag =
    shipping.status === 'ready'
      ? plus(shipping.cost.amount)
      : shipping.status === 'loading'
        ? SHIPPING_LOADING_TAG
        : null;
  const labels = LABELS[product];
  const isPhysical = format === 'physical' && !isUnavailable && hasPhysical;
  return (
    <>
      <RadioGroup
        label={t('giftSetup.format')}
        name="giftFormat"
        value={isUnavailable || !hasPhysical ? 'digital' : format}
        onChange={(value) => onFormatChange(value === 'physical' ? 'physical' : 'digital')}
        options={[
          { value: 'digital', label: t(labels.digital), description: t(labels.digitalText) },
          {
            value: 'physical',
            label: tag && hasPhysical ? `${t(labels.physical)} ${tag}` : t(labels.physical),
            description: !hasPhysical
              ? t('boxFormat.physicalUnavailable')
              : isUnavailable
                ? t('giftSetup.physicalUnavailable')
                : t('giftSetup.physicalText', { min: days?.min ?? 2, max: days?.max ?? 4 }),
            isDisabled: isUnavailable || !hasPhysical,
          },
        ]}
      />
      {isPhysical && subElements && onSelectionChange ? (
        <SubElements
          subElements={subElements}
          selection={selection}
          onChange={onSelectionChange}
          plus={plus}
        />
      ) : null}
    </>
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
