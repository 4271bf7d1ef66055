import type { GiftFormat } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ButtonLink, Drawer, DrawerContent, Price, RadioGroup } from '@escale/ui';
import * as styles from './BoxFormatDrawer.css';

export interface BoxFormatDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The formats the box is sold in; a format missing here shows disabled. */
  formats: readonly GiftFormat[];
  value: GiftFormat;
  /** Changing the format rewrites the page's path and `giftFormat` (S-294). */
  onChange: (format: GiftFormat) => void;
  /** The box's price, in cents, whatever the format: delivery is free. */
  price: number;
  /** The checkout with the box's code and format (S-293). */
  confirmHref: string;
}

/** "Offer" on a box page (001 §2.8): the format, digital or physical, then Confirm. */
export function BoxFormatDrawer({
  isOpen,
  onOpenChange,
  formats,
  value,
  onChange,
  price,
  confirmHref,
}: BoxFormatDrawerProps) {
  const t = useT();
  const hasPhysical = formats.includes('physical');
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('boxFormat.title')}
        footer={
          <div className={styles.footer}>
            <Price sellPrice={price} />
            <ButtonLink href={confirmHref} size="large">
              {t('boxFormat.confirm')}
            </ButtonLink>
          </div>
        }
      >
        <RadioGroup
          label={t('boxFormat.label')}
          name="giftFormat"
          value={value}
          onChange={(format) => onChange(format as GiftFormat)}
          options={[
            { value: 'digital', label: t('boxFormat.digital'), description: t('boxFormat.digitalText') },
            {
              value: 'physical',
              label: t('boxFormat.physical'),
              description: hasPhysical ? t('boxFormat.physicalText') : t('boxFormat.physicalUnavailable'),
              isDisabled: !hasPhysical,
            },
          ]}
        />
      </DrawerContent>
    </Drawer>
  );
}
