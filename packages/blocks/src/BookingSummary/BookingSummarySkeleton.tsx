import { useT } from '@escale/i18n';
import { Skeleton, SkeletonGroup } from '@escale/ui';
import { useId } from 'react';
import { sectionTitle } from '../styles/titles.css';
import * as styles from './BookingSummary.css';

export interface BookingSummarySkeletonProps {
  /** The summary to come is a gift's: its title says so. */
  isGift?: boolean;
  /** The level of the summary's title; defaults to 2. */
  headingLevel?: 2 | 3;
}

/**
 * The booking summary's place while its first price is on its way: the same frame, title and total,
 * and about its height on each layout (folded on mobile, unfolded in the card), so that what follows
 * does not move when the summary arrives.
 */
export function BookingSummarySkeleton({ isGift = false, headingLevel = 2 }: BookingSummarySkeletonProps) {
  const t = useT();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-kind={isGift ? 'gift' : 'stay'}>
      <SkeletonGroup>
        <div className={styles.content}>
          <Title id={titleId} className={sectionTitle}>
            {t(isGift ? 'bookingSummary.giftTitle' : 'bookingSummary.title')}
          </Title>
          <div className={styles.offer}>
            <div className={styles.image} />
            <div className={styles.offerText}>
              <Skeleton lines={2} />
              <Skeleton size="small" lines={6} />
            </div>
          </div>
          <div className={styles.toggle} aria-hidden="true">
            <Skeleton width={120} />
          </div>
          <div className={styles.skeletonDetails}>
            <Skeleton lines={8} />
          </div>
          <div className={styles.totals}>
            <div className={`${styles.line} ${styles.total}`}>
              <span>{t('bookingSummary.total')}</span>
              <Skeleton width={72} size="large" />
            </div>
          </div>
          <div className={styles.taxNote}>
            <Skeleton size="small" />
          </div>
        </div>
      </SkeletonGroup>
    </section>
  );
}
