import type { Review } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { VisuallyHidden } from '@escale/ui';
import { Minus, Plus } from '@escale/ui/icons';
import { type Ref, useId } from 'react';
import { ReviewScore } from '../ReviewScore';
import * as styles from './ReviewCard.css';

export interface ReviewCardProps {
  review: Review;
  /** `card` (bordered, the block's highlights) or `plain` (the modal's list). Defaults to `card`. */
  variant?: 'card' | 'plain';
  /** The showAllIncentives flag of the score's label (G-20). */
  showAllIncentives?: boolean;
  /** Makes the review focusable by script, so focus can move to the first review of a new page. */
  isFocusTarget?: boolean;
  ref?: Ref<HTMLElement>;
}

/** `fr_FR` → `fr-FR`: the language of the review's own words. */
const langOf = (locale: Review['locale']) => locale.replace('_', '-');

/**
 * One review (002 §3 Review; S-409): the customer, the stay type in words, the date in the
 * locale's format, the score, and the positive and negative comments when there are some. The
 * comments keep the language they were written in (`lang`).
 */
export function ReviewCard({
  review,
  variant = 'card',
  showAllIncentives = false,
  isFocusTarget = false,
  ref,
}: ReviewCardProps) {
  const t = useT();
  const format = useFormat();
  const nameId = useId();
  const lang = langOf(review.locale);
  const positive = review.positive?.trim() || null;
  const negative = review.negative?.trim() || null;
  return (
    <article
      ref={ref}
      aria-labelledby={nameId}
      className={styles.review}
      data-variant={variant}
      data-review-id={review.id}
      tabIndex={isFocusTarget ? -1 : undefined}
    >
      <div className={styles.header}>
        <div className={styles.author}>
          <p id={nameId} className={styles.customer}>
            {review.customer}
          </p>
          <p className={styles.meta}>
            {t(`reviews.stayType.${review.type}`)}
            {' · '}
            <time dateTime={review.date}>{format.date(review.date, 'long')}</time>
          </p>
        </div>
        <span className={styles.score}>
          <ReviewScore score={review.average} size="small" showAllIncentives={showAllIncentives} />
        </span>
      </div>
      {positive || negative ? (
        <dl className={styles.comments}>
          {positive ? (
            <div className={styles.comment}>
              <dt className={styles.commentIcon} data-tone="positive">
                <Plus size={14} aria-hidden="true" />
                <VisuallyHidden>{t('reviews.positive')}</VisuallyHidden>
              </dt>
              <dd lang={lang} className={styles.commentText}>
                {positive}
              </dd>
            </div>
          ) : null}
          {negative ? (
            <div className={styles.comment}>
              <dt className={styles.commentIcon} data-tone="critical">
                <Minus size={14} aria-hidden="true" />
                <VisuallyHidden>{t('reviews.negative')}</VisuallyHidden>
              </dt>
              <dd lang={lang} className={styles.commentText}>
                {negative}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
