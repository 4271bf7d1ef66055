import {
  DEFAULT_REVIEW_SORT,
  type ReviewLanguageFilter,
  type ReviewSort,
  type ReviewsLoader,
  reviewLanguageOf,
} from '@escale/domain';
import { useLocale, useT } from '@escale/i18n';
import { Alert, Button, Modal, ModalContent, ModalTrigger } from '@escale/ui';
import { type ComponentType, lazy, type ReactElement, Suspense, useMemo, useState } from 'react';
import type { ReviewsBrowserProps } from './ReviewsBrowser';
import { ReviewsModalPlaceholder } from './ReviewsPlaceholder';

type BrowserProps = ReviewsBrowserProps & { onRetry: () => void };

/** In place of the contents when their code could not load (offline, a new release): try again. */
function ContentsUnavailable({ onRetry }: BrowserProps) {
  const t = useT();
  return (
    <Alert
      tone="critical"
      action={
        <Button variant="outline" size="small" onPress={onRetry}>
          {t('reviews.retry')}
        </Button>
      }
    >
      {t('reviews.error')}
    </Alert>
  );
}

const loadContents = (): Promise<{ default: ComponentType<BrowserProps> }> =>
  import('./ReviewsBrowser').catch(() => ({ default: ContentsUnavailable }));

const ReviewsBrowser = lazy(loadContents);

export interface ReviewsModalProps {
  /**
   * Fetches one page of 10 of the hotel's reviews (GET hotel/{id}/reviews.json) for a language
   * filter, a sort and a zero-based page; the signal aborts it when the visitor changes the sort
   * or the language, or closes the modal.
   */
  loadReviews: ReviewsLoader;
  /** The language filter on opening; defaults to the visitor's language (fr_FR for fr_BE, nl_NL for nl_BE). */
  defaultLanguage?: ReviewLanguageFilter;
  /** The sort on opening; defaults to the most recent first (DATE_DESC). */
  defaultSort?: ReviewSort;
  /** The showAllIncentives flag of the score labels (G-20). */
  showAllIncentives?: boolean;
  /** The element that opens the modal, usually a `Button`; focus returns to it on close. */
  children?: ReactElement;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The reviews modal (002 §2 Reviews, §4 Reviews; S-401…S-406), "Customer reviews", full screen on
 * mobile: the score and the six criterion bars on the side, sort and language selects (a change
 * reloads from page 0), the reviews and "Show more" while pages remain. A language without reviews
 * offers "See all the languages"; a failed page offers to try again. Its contents load on first
 * open, with placeholders of their size meanwhile; each opening starts again from page 0.
 */
export function ReviewsModal({
  loadReviews,
  defaultLanguage,
  defaultSort = DEFAULT_REVIEW_SORT,
  showAllIncentives = false,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ReviewsModalProps) {
  const t = useT();
  const locale = useLocale();
  // A new attempt at the contents' code after it failed to load.
  const [attempt, setAttempt] = useState(0);
  const Contents = useMemo(() => (attempt === 0 ? ReviewsBrowser : lazy(loadContents)), [attempt]);
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children ? <ModalTrigger asChild>{children}</ModalTrigger> : null}
      <ModalContent title={t('reviews.title')} size="large" isFullScreenOnMobile>
        <Suspense fallback={<ReviewsModalPlaceholder />}>
          <Contents
            onRetry={() => setAttempt((n) => n + 1)}
            loadReviews={loadReviews}
            defaultLanguage={defaultLanguage ?? reviewLanguageOf(locale)}
            defaultSort={defaultSort}
            showAllIncentives={showAllIncentives}
          />
        </Suspense>
      </ModalContent>
    </Modal>
  );
}
