import { useT } from '@escale/i18n';
import { Alert, Button, Heading, Spinner } from '@escale/ui';
import { MapIcon } from '@escale/ui/icons';
import { type ReactNode, useEffect, useRef } from 'react';
import { cardGrid, cardGridItem } from '../styles/cardGrid.css';
import * as styles from './BoxOffers.css';

export interface BoxOffersProps {
  /** Hotels over every page; null while unknown. */
  totalCount: number | null;
  /** The cards loaded so far, one per hotel. */
  cards: readonly ReactNode[];
  /** A next page may exist: the last one was not empty (S-297). */
  hasMore: boolean;
  isLoading: boolean;
  /** The last page failed: the message and a retry show instead of the sentinel. */
  hasError: boolean;
  /** Loads the next page: called when the end of the list nears the window, or on "Show more". */
  onLoadMore: () => void;
  /** Opens the map of every hotel; no map button without it. */
  onOpenMap?: () => void;
}

/** How far below the window the next page starts loading. */
const SENTINEL_MARGIN = '600px';

/**
 * The stays a box is used for (001 §2.8; S-296, S-297): the count, a map button, and an infinite
 * list whose next page loads when its end nears the window, until a page comes back empty. The
 * "Show more" button does the same for keyboards and browsers without IntersectionObserver.
 */
export function BoxOffers({
  totalCount,
  cards,
  hasMore,
  isLoading,
  hasError,
  onLoadMore,
  onOpenMap,
}: BoxOffersProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const isWaiting = hasMore && !isLoading && !hasError;

  useEffect(() => {
    const node = sentinel.current;
    if (!isWaiting || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: `0px 0px ${SENTINEL_MARGIN} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isWaiting]);

  return (
    <section className={styles.offers} aria-labelledby="box-offers-title" aria-busy={isLoading}>
      <div className={styles.header}>
        <div className={styles.headings}>
          <Heading level={2} id="box-offers-title">
            {t('boxOffers.title')}
          </Heading>
          {totalCount !== null ? (
            <p className={styles.count}>{t('boxOffers.count', { count: totalCount })}</p>
          ) : null}
        </div>
        {onOpenMap ? (
          <Button variant="outline" iconStart={<MapIcon size={20} aria-hidden="true" />} onPress={onOpenMap}>
            {t('boxOffers.map')}
          </Button>
        ) : null}
      </div>
      <ul className={cardGrid}>
        {cards.map((card, index) => (
          // Cards come page after page and never move: their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={cardGridItem}>
            {card}
          </li>
        ))}
      </ul>
      {hasError ? (
        <Alert tone="critical">
          <span className={styles.error}>
            {t('box.error')}
            <Button variant="outline" size="small" onPress={onLoadMore}>
              {t('boxOffers.retry')}
            </Button>
          </span>
        </Alert>
      ) : isLoading ? (
        <div className={styles.loading}>
          <Spinner label={t('boxOffers.loading')} />
        </div>
      ) : hasMore ? (
        <div ref={sentinel} className={styles.more}>
          <Button variant="outline" onPress={onLoadMore}>
            {t('boxOffers.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
