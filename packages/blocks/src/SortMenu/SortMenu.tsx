import { type Flow, isSortKey, type SortKey, sortOptionsFor } from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import { Drawer, DrawerContent, Select } from '@escale/ui';
import { lazy } from 'react';
import * as styles from './SortMenu.css';

// The drawer's list (react-aria's collections) loads with the drawer, the first time it opens.
const ListBox = lazy(() => import('@escale/ui/ListBox').then((module) => ({ default: module.ListBox })));

export interface SortMenuProps {
  flow: Flow;
  /** lat and lng are set, so the distance sort is offered (S-092). */
  hasLocation: boolean;
  /** The sort of the criteria (hash key `sort`); without one the first option, Quality/Price, shows. */
  value?: SortKey;
  /** A new sort was chosen: write it to the criteria and search again (S-097). */
  onChange: (sort: SortKey) => void;
  /** The mobile "Sort by" drawer, opened from the action bar's "Sort" (S-096). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const sortLabels: Record<SortKey, MessageId> = {
  priceQuality: 'sort.priceQuality',
  distance: 'sort.distance',
  promo: 'sort.promo',
  priceAsc: 'sort.priceAsc',
  popularity: 'sort.popularity',
  svPriceDesc: 'sort.svPriceDesc',
  svPriceAsc: 'sort.svPriceAsc',
};

/**
 * The sort of the results (S-091…S-095): a select on desktop, a bottom drawer titled "Sort by" below
 * it. The activity flow has no sort and renders nothing (S-099).
 */
export function SortMenu({
  flow,
  hasLocation,
  value,
  onChange,
  isOpen = false,
  onOpenChange,
}: SortMenuProps) {
  const t = useT();
  const options = sortOptionsFor(flow, { hasLocation });
  const [first] = options;
  if (first === undefined) return null;
  const current = value !== undefined && options.includes(value) ? value : first;
  const choose = (key: unknown) => {
    if (isSortKey(key) && key !== current) onChange(key);
  };

  return (
    <>
      <div className={styles.desktop}>
        <Select
          label={t('sort.title')}
          options={options.map((key) => ({ value: key, label: t(sortLabels[key]) }))}
          value={current}
          onChange={choose}
        />
      </div>
      <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
        <DrawerContent placement="bottom" title={t('sort.title')}>
          <ListBox
            aria-label={t('sort.title')}
            options={options.map((key) => ({ id: key, label: t(sortLabels[key]) }))}
            shouldSelectOnPressUp
            selectedKey={current}
            onSelectionChange={(key) => {
              // Choosing the current sort clears the choice: it only closes the drawer.
              if (key !== null) choose(key);
              onOpenChange?.(false);
            }}
          />
        </DrawerContent>
      </Drawer>
    </>
  );
}
