import { type Review, type ReviewLanguageFilter, type ReviewsLoader, reviewHighlights } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading } from '@escale/ui';
import { useId } from 'react';
import { ReviewScore } from '../ReviewScore';
import { ReviewsModal } from '../ReviewsModal';
import { ReviewCard } from './ReviewCard';
import * as styles from './ReviewsBlock.css';

/**
 * The reviews block of the stay and hotel pages. When the reviews fetch fails the page renders no
 * block at all (S-407): the shop passes nothing special, it leaves the block out.
 */
export interface ReviewsBlockProps {
  /** The hotel's score out of 10; null without reviews. */
  score: number | null;
  /** The number of published reviews; 0 shows the empty state (S-400). */
  count: number;
  /**
   * The latest reviews with a positive comment (the product's `reviews.highlights`): up to 4 of
   * them show, and only those with a positive comment (S-398).
   */
  highlights: readonly Review[];
  /** Loads a page of the modal; see `ReviewsModalProps.loadReviews`. */
  loadReviews: ReviewsLoader;
  /** The modal's language filter on opening; defaults to the visitor's language. */
  defaultLanguage?: ReviewLanguageFilter;
  /** The heading's level in the page's outline. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** The showAllIncentives flag of the score labels (G-20). */
  showAllIncentives?: boolean;
}

/**
 * "Customer reviews" (001 §2.5, 002 §2 Reviews; S-398…S-400, S-409): the score with its label and
 * the review count, up to 4 reviews with a positive comment, and "Read all the reviews", which opens
 * the reviews modal. Without reviews: "Be the first to try this brand new experience!".
 */
export function ReviewsBlock({
  score,
  count,
  highlights,
  loadReviews,
  defaultLanguage,
  headingLevel = 2,
  showAllIncentives = false,
}: ReviewsBlockProps) {
  const t = useT();
  const headingId = useId();
  const shown = reviewHighlights(highlights);
  const isEmpty = count === 0;
  return (
    <section aria-labelledby={headingId} className={styles.block} data-empty={isEmpty || undefined}>
      <div className={styles.header}>
        <Heading level={headingLevel} size={2} id={headingId}>
          {t('reviews.title')}
        </Heading>
        {isEmpty ? null : (
          <ReviewScore score={score} reviewCount={count} size="large" showAllIncentives={showAllIncentives} />
        )}
      </div>
      {isEmpty ? (
        <p className={styles.empty}>{t('reviews.empty')}</p>
      ) : (
        <>
          {shown.length > 0 ? (
            <ul className={styles.list}>
              {shown.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} showAllIncentives={showAllIncentives} />
                </li>
              ))}
            </ul>
          ) : null}
          <ReviewsModal
            loadReviews={loadReviews}
            defaultLanguage={defaultLanguage}
            showAllIncentives={showAllIncentives}
          >
            <Button variant="outline">{t('reviews.readAll')}</Button>
          </ReviewsModal>
        </>
      )}
    </section>
  );
}
