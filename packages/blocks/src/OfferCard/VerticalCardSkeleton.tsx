import { Skeleton } from '@escale/ui';
import { clsx } from 'clsx';
import * as styles from './OfferCard.css';

/**
 * The placeholder of a grid card, built from the card's own fixed-height parts so it has exactly
 * the card's size (CLS 0). Hidden from assistive technology: the grid announces the loading.
 */
export function VerticalCardSkeleton({
  view,
  hasLines,
  hasStress,
  hasCancellation,
  hasSeeOtherOffers,
}: {
  view: string;
  hasLines: boolean;
  hasStress: boolean;
  hasCancellation: boolean;
  hasSeeOtherOffers: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      data-view={view}
      data-layout="vertical"
      className={clsx(styles.card({ layout: 'vertical' }), styles.fixed)}
    >
      <div className={clsx(styles.media, styles.skeletonMedia)} />
      <div className={styles.body}>
        <div className={styles.title({ size: 'large' })}>
          <Skeleton lines={2} size="large" />
        </div>
        <div className={styles.subtitle}>
          <Skeleton width="70%" size="small" />
        </div>
        <div className={styles.meta}>
          <Skeleton width={120} size="small" />
        </div>
        {hasLines ? (
          <div className={styles.lines({ count: 3 })}>
            <Skeleton lines={3} size="small" />
          </div>
        ) : null}
        {hasStress ? <div className={styles.stress} /> : null}
        {hasCancellation ? <div className={styles.cancellationRow} /> : null}
        <div className={styles.footer({ layout: 'vertical' })}>
          <div className={styles.price}>
            <Skeleton width={140} size="large" />
            <Skeleton width="80%" size="xsmall" />
          </div>
          <Skeleton shape="rect" height={40} />
        </div>
        {hasSeeOtherOffers ? <div className={styles.seeOther} /> : null}
      </div>
    </div>
  );
}
