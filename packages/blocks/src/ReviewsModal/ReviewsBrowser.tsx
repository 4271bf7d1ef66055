import {
  browseReviews,
  canShowMoreReviews,
  hasNoReviewsInLanguage,
  pendingReviewCount,
  type ReviewLanguageFilter,
  type ReviewSet,
  type ReviewSort,
  type ReviewsLoader,
  type ReviewsSummary,
  reviewLanguageFilters,
  reviewSorts,
  reviewsBrowseQuery,
  scoreBarPercent,
  scoreOneDecimal,
  startReviewsBrowse,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, Button, Select, SkeletonGroup, Text } from '@escale/ui';
import { useEffect, useId, useReducer, useRef } from 'react';
import { ReviewScore } from '../ReviewScore';
import { ReviewCard } from '../ReviewsBlock/ReviewCard';
import * as styles from './ReviewsModal.css';
import { ReviewPlaceholderItems, SummaryPlaceholder } from './ReviewsPlaceholder';

export interface ReviewsBrowserProps {
  loadReviews: ReviewsLoader;
  defaultLanguage: ReviewLanguageFilter;
  defaultSort: ReviewSort;
  showAllIncentives: boolean;
}

function Criteria({ details }: { details: ReviewsSummary['details'] }) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  if (details.length === 0) return null;
  return (
    <ul className={styles.criteria} aria-label={t('reviews.criteria')}>
      {details.map(({ label, score }) => {
        const value = scoreOneDecimal(score);
        const text = format.score(value);
        return (
          <li key={label} className={styles.criterion} data-criterion={label}>
            <span id={`${id}-${label}`} className={styles.criterionLabel}>
              {t(`reviews.criterion.${label}`)}
            </span>
            <span className={styles.criterionValue} aria-hidden="true">
              {text}
            </span>
            <meter
              className={styles.meter}
              aria-labelledby={`${id}-${label}`}
              aria-valuetext={t('score.spoken', { score: text })}
              min={0}
              max={10}
              value={value}
              data-percent={scoreBarPercent(value)}
            />
          </li>
        );
      })}
    </ul>
  );
}

const isSort = (value: string): value is ReviewSort => (reviewSorts as readonly string[]).includes(value);
const isLanguage = (value: string): value is ReviewLanguageFilter =>
  (reviewLanguageFilters as readonly string[]).includes(value);

/** The modal's contents: loads its pages, and keeps focus where the visitor is as they change. */
export default function ReviewsBrowser({
  loadReviews,
  defaultLanguage,
  defaultSort,
  showAllIncentives,
}: ReviewsBrowserProps) {
  const t = useT();
  const [state, dispatch] = useReducer(browseReviews, undefined, () =>
    startReviewsBrowse(defaultLanguage, defaultSort),
  );
  const { locale, sort, page, status, summary, list } = state;

  // The latest loader, without reloading when the page passes a new function for the same hotel.
  const loader = useRef(loadReviews);
  useEffect(() => {
    loader.current = loadReviews;
  });

  // Every change of state while loading asks another page or ends the load: each run fetches once.
  useEffect(() => {
    if (state.status !== 'loading') return;
    const query = reviewsBrowseQuery(state);
    const controller = new AbortController();
    new Promise<ReviewSet>((resolve) => resolve(loader.current(query, controller.signal))).then(
      (reviews) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', query, reviews });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', query });
      },
    );
    return () => controller.abort();
  }, [state]);

  const mainRef = useRef<HTMLDivElement>(null);
  const languageRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The index of the first review of the page asked by "Show more": it gets focus once shown.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (status !== 'loaded' || focusFrom.current === null) return;
    const target = listRef.current?.querySelectorAll<HTMLElement>('article')[focusFrom.current];
    focusFrom.current = null;
    target?.focus();
  }, [status]);

  const changeSort = (value: string) => {
    if (!isSort(value)) return;
    focusFrom.current = null;
    dispatch({ type: 'sort', sort: value });
  };
  const changeLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    focusFrom.current = null;
    dispatch({ type: 'language', locale: value });
  };
  const showMore = () => {
    if (!canShowMoreReviews(state)) return;
    focusFrom.current = list.length;
    dispatch({ type: 'showMore' });
  };
  const retry = () => {
    if (page === 0) mainRef.current?.focus();
    dispatch({ type: 'retry' });
  };
  const seeAllLanguages = () => {
    changeLanguage('all');
    languageRef.current?.querySelector('select')?.focus();
  };

  const noReviews = hasNoReviewsInLanguage(state);
  const firstPageFailed = status === 'failed' && page === 0;
  const morePending = status === 'loading' && page > 0;
  const moreFailed = status === 'failed' && page > 0;
  const showsFooter = canShowMoreReviews(state) || morePending || moreFailed;
  const showsSummary = summary !== null && !noReviews && summary.totalCount > 0;

  return (
    <div className={styles.layout} data-status={status}>
      <div className={styles.side}>
        {showsSummary ? (
          <>
            <div className={styles.scoreRow}>
              <ReviewScore
                score={summary.score}
                reviewCount={summary.totalCount}
                size="large"
                showAllIncentives={showAllIncentives}
              />
            </div>
            <Criteria details={summary.details} />
          </>
        ) : summary === null && status === 'loading' ? (
          <div aria-hidden="true" className={styles.side}>
            <SummaryPlaceholder />
          </div>
        ) : null}
      </div>
      <div className={styles.main} ref={mainRef} tabIndex={-1}>
        <div className={styles.controls}>
          <Select
            label={t('reviews.sortLabel')}
            options={reviewSorts.map((value) => ({ value, label: t(`reviews.sort.${value}`) }))}
            value={sort}
            onChange={changeSort}
          />
          <div ref={languageRef}>
            <Select
              label={t('reviews.languageLabel')}
              options={reviewLanguageFilters.map((value) => ({
                value,
                label: t(`reviews.language.${value}`),
              }))}
              value={locale}
              onChange={changeLanguage}
            />
          </div>
        </div>
        <p className={styles.count} role="status">
          {status === 'loaded' && showsSummary
            ? t('reviews.shownCount', { shown: list.length, count: summary.totalCount })
            : null}
        </p>
        {firstPageFailed ? (
          <Alert
            tone="critical"
            action={
              <Button variant="outline" size="small" onPress={retry}>
                {t('reviews.retry')}
              </Button>
            }
          >
            {t('reviews.error')}
          </Alert>
        ) : noReviews ? (
          <Alert
            tone="info"
            action={
              <Button variant="outline" size="small" onPress={seeAllLanguages}>
                {t('reviews.seeAllLanguages')}
              </Button>
            }
          >
            {t('reviews.noReviewsInLanguage', { language: locale })}
          </Alert>
        ) : status === 'loaded' && summary?.totalCount === 0 ? (
          <Text>{t('reviews.empty')}</Text>
        ) : (
          <SkeletonGroup isLoading={status === 'loading'} label={t('reviews.loading')}>
            <ul className={styles.list} ref={listRef}>
              {list.map((review) => (
                <li key={review.id} className={styles.item}>
                  <ReviewCard
                    review={review}
                    variant="plain"
                    showAllIncentives={showAllIncentives}
                    isFocusTarget
                  />
                </li>
              ))}
              <ReviewPlaceholderItems count={pendingReviewCount(state)} />
            </ul>
          </SkeletonGroup>
        )}
        {showsFooter ? (
          <div className={styles.footer}>
            {moreFailed ? <Alert tone="critical">{t('reviews.error')}</Alert> : null}
            <Button
              variant="outline"
              onPress={moreFailed ? retry : showMore}
              aria-disabled={morePending || undefined}
            >
              {moreFailed ? t('reviews.retry') : t('reviews.showMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
