import type { Flow } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading, Skeleton } from '@escale/ui';
import { MapIcon } from '@escale/ui/icons';
import type { ReactNode } from 'react';
import * as styles from './ResultHeader.css';

export interface ResultHeaderProps {
  /** The results' count over every page; `null` while loading. */
  count: number | null;
  /** Words the count: stays (booking), gift ideas (gifting), activities, hotels. */
  flow: Flow;
  /** A heading above the count, such as "Weekends around Annecy". */
  title?: string;
  /** Controls beside the count from the desktop breakpoint, such as the sort menu (below it the action bar has them). */
  children?: ReactNode;
  /** Shows a "Map" button beside the count from the desktop breakpoint (S-179). */
  onOpenMap?: () => void;
}

const countMessages = {
  booking: 'results.countStays',
  gifting: 'results.countGifts',
  activity: 'results.countActivities',
  hotel: 'results.countHotels',
} as const;

/**
 * The result header: an optional heading and the result count, announced politely each time it
 * changes (a live status), with a skeleton of the same height while the results load.
 */
export function ResultHeader({ count, flow, title, children, onOpenMap }: ResultHeaderProps) {
  const t = useT();
  return (
    <div className={styles.header}>
      <div className={styles.headings}>
        {title ? <Heading level={2}>{title}</Heading> : null}
        <p role="status" className={styles.count} aria-busy={count === null}>
          {count === null ? <Skeleton width={120} /> : t(countMessages[flow], { count })}
        </p>
      </div>
      {children || onOpenMap ? (
        <div className={styles.actions}>
          {children}
          {onOpenMap ? (
            <Button variant="outline" iconStart={<MapIcon size={18} />} onPress={onOpenMap}>
              {t('map.title')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
