import {
  type AvailableSubElements,
  type GiftFormat,
  giftSetupTotal,
  type SubElementSelection,
  subElementIdsOf,
  subElementsTotal,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { ButtonLink, Drawer, DrawerContent, Price } from '@escale/ui';
import { GiftFormatChoice, type GiftShipping } from '../GiftFormatChoice';
import * as styles from './BoxFormatDrawer.css';

export interface BoxFormatDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The formats the box is sold in; a format missing here shows disabled. */
  formats: readonly GiftFormat[];
  value: GiftFormat;
  /** Changing the format rewrites the page's path and `giftFormat` (S-294). */
  onChange: (format: GiftFormat) => void;
  /** The box's price, in cents. */
  price: number;
  /** The physical format's shipping cost (S-261, S-262). */
  shipping: GiftShipping;
  /** The extras of the physical box; null until loaded or when they cannot be (S-295). */
  subElements: AvailableSubElements | null;
  selection: SubElementSelection;
  onSelectionChange: (selection: SubElementSelection) => void;
  /** The checkout with the box's code, its format and its extras (S-293). */
  confirmHref: string;
}

/**
 * "Offer" on a box page (001 §2.8): the format, digital or physical; the physical box's extras
 * (S-295, S-279, S-280) with the total they make with its shipping; then Confirm.
 */
export function BoxFormatDrawer({
  isOpen,
  onOpenChange,
  formats,
  value,
  onChange,
  price,
  shipping,
  subElements,
  selection,
  onSelectionChange,
  confirmHref,
}: BoxFormatDrawerProps) {
  const t = useT();
  const total = giftSetupTotal({
    giftPrice: price,
    giftFormat: value,
    shippingCost: shipping.status === 'ready' ? shipping.cost.amount : 0,
    subElementsPrice: subElementsTotal(subElementIdsOf(selection), subElements?.subElements ?? []),
  });
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('boxFormat.title')}
        footer={
          <div className={styles.footer} data-testid="box-total" data-total={total}>
            <Price sellPrice={total} />
            <ButtonLink href={confirmHref} size="large">
              {t('boxFormat.confirm')}
            </ButtonLink>
          </div>
        }
      >
        <div className={styles.body}>
          <GiftFormatChoice
            product="box"
            format={value}
            onFormatChange={onChange}
            shipping={shipping}
            hasPhysical={formats.includes('physical')}
            subElements={subElements}
            selection={selection}
            onSelectionChange={onSelectionChange}
          />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
