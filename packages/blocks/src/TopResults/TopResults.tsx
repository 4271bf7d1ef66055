import { TOP_RESULTS_DEFAULT_COUNT } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Carousel, Heading, Link, SkeletonGroup, Text } from '@escale/ui';
import { ChevronRight } from '@escale/ui/icons';
import { type ReactNode, useId } from 'react';
import { OfferCardSkeleton } from '../OfferCard';
import * as styles from './TopResults.css';
import { slidesPerView } from './topResultsLayout';

export interface TopResultsProps {
  /** The block's title (`TopSearchResultsBlock.title`), its `h2` and the carousel's name. */
  title: string;
  subtitle?: string;
  /** "See all": the block's `url` under the market root. */
  seeAllHref: string;
  /** Defaults to "See all". */
  seeAllLabel?: string;
  /** Opens "See all" in a new tab (`TopSearchResultsBlock.newTab`). */
  isSeeAllInNewTab?: boolean;
  /** The result cards (OfferCard, ActivityCard), each with a key. */
  items: ReactNode[];
  /** Shows three card skeletons instead of the items. */
  isLoading?: boolean;
  /**
   * The placeholder of one card while loading, the cards' own skeleton (`OfferCardSkeleton` with
   * their view, `ActivityCardSkeleton`). Defaults to a stay card's without "See the other offers".
   */
  skeleton?: ReactNode;
}

/**
 * A home section of top search results (001 §2.1 Home page, §3 Content blocks, S-382): the title,
 * the subtitle and "See all", then the cards in a carousel, with the next card peeking in on mobile
 * and tablet, three to a row on desktop (arrows only when there are more). While the results load,
 * three skeletons of the cards' size; nothing renders without results.
 */
export function TopResults({
  title,
  subtitle,
  seeAllHref,
  seeAllLabel,
  isSeeAllInNewTab = false,
  items,
  isLoading = false,
  skeleton = <OfferCardSkeleton hasSeeOtherOffers={false} />,
}: TopResultsProps) {
  const t = useT();
  const titleId = useId();
  if (!isLoading && items.length === 0) return null;
  const label = seeAllLabel ?? t('topResults.seeAll');
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.headings}>
          <Heading level={2} id={titleId}>
            {title}
          </Heading>
          {subtitle ? <Text tone="muted">{subtitle}</Text> : null}
        </div>
        <Link
          variant="plain"
          href={seeAllHref}
          isExternal={isSeeAllInNewTab}
          aria-label={t('topResults.seeAllName', { label, title })}
          className={styles.seeAll}
        >
          {label}
          <ChevronRight size={20} aria-hidden="true" />
        </Link>
      </div>
      {isLoading ? (
        <SkeletonGroup label={t('topResults.loading', { title })}>
          <div className={styles.skeletonViewport}>
            <div className={styles.skeletonRow}>
              {Array.from({ length: TOP_RESULTS_DEFAULT_COUNT }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
                <div key={index} className={styles.skeletonSlide}>
                  {skeleton}
                </div>
              ))}
            </div>
          </div>
        </SkeletonGroup>
      ) : (
        <Carousel label={title} slidesPerView={slidesPerView} slidesToScroll={{ mobile: 1, desktop: 3 }}>
          {items}
        </Carousel>
      )}
    </section>
  );
}
