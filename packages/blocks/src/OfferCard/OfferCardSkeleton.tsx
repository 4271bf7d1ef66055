import { type CardView, cardViewParts } from '@escale/domain';
import { Skeleton } from '@escale/ui';
import { clsx } from 'clsx';
import * as styles from './OfferCard.css';
import { VerticalCardSkeleton } from './VerticalCardSkeleton';

// A module of its own: a page that shows skeletons while results load does not load the card and
// its gallery with them.

export interface OfferCardSkeletonProps {
  /** The view whose card it stands for; grid views share one skeleton. Defaults to NORMAL. */
  view?: CardView;
  /** Keeps the room of "See the other offers from this hotel". Defaults to `true`. */
  hasSeeOtherOffers?: boolean;
}

/** The placeholder of a card while results load: exactly the card's size (CLS 0). */
export function OfferCardSkeleton({ view = 'NORMAL', hasSeeOtherOffers = true }: OfferCardSkeletonProps) {
  const parts = cardViewParts[view];
  if (parts.layout === 'row') {
    return (
      <div
        aria-hidden="true"
        data-view={view}
        data-layout="row"
        className={clsx(styles.card({ layout: 'row' }), styles.fixed)}
      >
        <div className={styles.thumbnail({ size: 'small' })} />
        <div className={clsx(styles.body, styles.rowBody)}>
          <div className={styles.title({ size: 'small' })}>
            <Skeleton lines={2} size="medium" />
          </div>
          <div className={styles.subtitle}>
            <Skeleton width="60%" size="small" />
          </div>
          <div className={styles.lines({ count: 1 })}>
            <Skeleton width="80%" size="small" />
          </div>
          <Skeleton width={96} size="medium" />
        </div>
      </div>
    );
  }
  return (
    <VerticalCardSkeleton
      view={view}
      hasLines
      hasStress={parts.stress}
      hasCancellation={parts.cancellation}
      hasSeeOtherOffers={parts.seeOtherOffers && hasSeeOtherOffers}
    />
  );
}
