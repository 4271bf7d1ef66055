import type { RecentlyViewedItem } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Heading } from '@escale/ui';
import { useId } from 'react';
import { CoverLink } from '../CoverLink';
import { coverRow, coverRowItem, coverRowSection } from '../styles/coverRow.css';

export interface RecentlyViewedProps {
  /** The stays and activities the visitor opened, newest first (S-436); none renders nothing. */
  items: readonly RecentlyViewedItem[];
  /** An item's page in this market. */
  hrefOf: (uri: string) => string;
}

/** "Recently viewed": each stay or activity the visitor opened, with its hotel and its from-price then. */
export function RecentlyViewed({ items, hrefOf }: RecentlyViewedProps) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={coverRowSection} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('recentlyViewed.title')}
      </Heading>
      <ul className={coverRow}>
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`} className={coverRowItem}>
            <CoverLink
              href={hrefOf(item.uri)}
              cover={item.imageUrl}
              title={item.label}
              detail={
                item.price === null
                  ? item.hotel
                  : t('recentlyViewed.detail', { hotel: item.hotel, price: format.price(item.price) })
              }
              sizes="(min-width: 1024px) 25vw, 80vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
