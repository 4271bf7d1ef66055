import { type ApiLocale, resultGridSections, showsInlinePromoBlocks } from '@escale/domain';
import { useT } from '@escale/i18n';
import { SkeletonGroup } from '@escale/ui';
import type { Key, ReactNode } from 'react';
import { OfferCardSkeleton } from '../OfferCard';
import { cardGrid, cardGridItem } from '../styles/cardGrid.css';
import * as styles from './ResultGrid.css';

export interface ResultGridProps<T> {
  /** One page of results, in order. */
  items: readonly T[];
  /** Draws a result, usually an `OfferCard` (`isPriority` for the first 3); items are drawn as they are by default. */
  renderItem?: (item: T, index: number) => ReactNode;
  /** A stable key per result; the `id` of results that have one, the position otherwise. */
  getKey?: (item: T, index: number) => Key;
  /** The inline gift block, after the first row (S-134). */
  giftBlock?: ReactNode;
  /** The inline box block, after the second block (S-134). */
  boxBlock?: ReactNode;
  locale: ApiLocale;
  /** Customer-care mode hides the inline blocks (S-135). */
  isCustomerCare?: boolean;
  /** Shows card skeletons of the cards' exact size in the same layout, so nothing shifts (CLS 0). */
  isLoading?: boolean;
  /** Skeletons while loading: 6 by default, two desktop rows. */
  skeletonCount?: number;
  /** One skeleton: `OfferCardSkeleton` by default, `ActivityCardSkeleton` for activity results. */
  skeleton?: ReactNode;
  /** The region's accessible name; "Search results" by default. */
  label?: string;
}

function defaultKey(item: unknown, index: number): Key {
  if (typeof item === 'object' && item !== null && 'id' in item) {
    const { id } = item as { id: unknown };
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return index;
}

/**
 * The result grid (S-133…S-135): one column on mobile, two on tablet, three on desktop; a first row
 * of 3 results, the inline gift block, a second block up to the ninth result, the inline box
 * block, then the rest. The inline blocks are left out in customer-care mode and for it_IT.
 */
export function ResultGrid<T>({
  items,
  renderItem = (item) => item as ReactNode,
  getKey = defaultKey,
  giftBlock,
  boxBlock,
  locale,
  isCustomerCare = false,
  isLoading = false,
  skeletonCount = 6,
  skeleton = <OfferCardSkeleton />,
  label,
}: ResultGridProps<T>) {
  const t = useT();
  const showsBlocks = showsInlinePromoBlocks({ locale, isCustomerCare });
  const cells: { key: Key; node: ReactNode }[] = isLoading
    ? Array.from({ length: skeletonCount }, (_, index) => ({ key: `skeleton-${index}`, node: skeleton }))
    : items.map((item, index) => ({ key: getKey(item, index), node: renderItem(item, index) }));
  const { firstRow, secondBlock, rest } = resultGridSections(cells);
  const part = (name: string, list: typeof cells) =>
    list.length > 0 ? (
      <ul className={cardGrid} data-part={name}>
        {list.map((cell) => (
          <li key={cell.key} className={cardGridItem}>
            {cell.node}
          </li>
        ))}
      </ul>
    ) : null;
  const inline = (name: string, block: ReactNode, isShown: boolean) =>
    showsBlocks && block && isShown ? (
      <div className={styles.inlineBlock} data-block={name}>
        {block}
      </div>
    ) : null;

  return (
    <section aria-label={label ?? t('results.label')}>
      <SkeletonGroup isLoading={isLoading} label={t('results.loading')}>
        <div className={styles.root}>
          {part('firstRow', firstRow)}
          {inline('gift', giftBlock, firstRow.length > 0)}
          {part('secondBlock', secondBlock)}
          {inline('box', boxBlock, secondBlock.length > 0)}
          {part('rest', rest)}
        </div>
      </SkeletonGroup>
    </section>
  );
}
