import { REVIEW_PAGE_SIZE, reviewCriteria } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Skeleton, SkeletonGroup } from '@escale/ui';
import * as styles from './ReviewsModal.css';

/** The score and the six criteria while the language's first page loads. */
export function SummaryPlaceholder() {
  return (
    <>
      <div className={styles.scoreRow}>
        <Skeleton shape="rect" width={168} height={40} />
      </div>
      <div className={styles.criteria}>
        {reviewCriteria.map((criterion) => (
          <div key={criterion} className={styles.criterionPlaceholder}>
            <Skeleton size="small" width="70%" />
            <Skeleton shape="rect" height={8} />
          </div>
        ))}
      </div>
    </>
  );
}

/** One review of the list while its page loads. */
export function ReviewPlaceholder() {
  return (
    <div className={styles.reviewPlaceholder}>
      <div className={styles.reviewPlaceholderHeader}>
        <span className={styles.reviewPlaceholderAuthor}>
          <Skeleton size="medium" width="60%" />
          <Skeleton size="small" />
        </span>
        <Skeleton shape="rect" width={36} height={20} />
      </div>
      <Skeleton size="small" lines={2} />
    </div>
  );
}

/** `count` review placeholders as list items, for a page on its way. */
export function ReviewPlaceholderItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <li key={index} className={styles.item} aria-hidden="true">
      <ReviewPlaceholder />
    </li>
  ));
}

/**
 * The modal's contents while their code loads: the side, the two selects, the count line and a
 * page of reviews, each the size of what replaces it.
 */
export function ReviewsModalPlaceholder() {
  const t = useT();
  return (
    <SkeletonGroup label={t('reviews.loading')}>
      <div className={styles.layout}>
        <div className={styles.side}>
          <SummaryPlaceholder />
        </div>
        <div className={styles.main}>
          <div className={styles.controls}>
            {[0, 1].map((control) => (
              <div key={control} className={styles.controlPlaceholder}>
                <Skeleton size="medium" width="50%" />
                <Skeleton shape="rect" height={44} />
              </div>
            ))}
          </div>
          <p className={styles.count} />
          <ul className={styles.list} aria-hidden="true">
            <ReviewPlaceholderItems count={REVIEW_PAGE_SIZE} />
          </ul>
        </div>
      </div>
    </SkeletonGroup>
  );
}
