import { GIFT_BLOCK_PLACEHOLDERS, type GiftContent, giftBlockColumns, giftCards } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Skeleton, SkeletonGroup } from '@escale/ui';
import { useId } from 'react';
import * as styles from './GiftBlock.css';
import { GiftCardLink } from './GiftCardLink';

export interface GiftBlockProps {
  /** The gift content of the locale; without it, or without any card URL, the block shows nothing. */
  content?: GiftContent | null;
  /** Shows three placeholders of the cards' size (S-396). */
  isLoading?: boolean;
  /** The level of the block's heading. Defaults to 2. */
  headingLevel?: 2 | 3;
}

/**
 * The gift block (S-393…S-396): a title, a subtitle and up to four cards (gift stays, gift boxes,
 * gift card, activity gift) opening in a new tab; a card without URL is left out. Cards stack on
 * mobile and sit in a row on desktop, three columns when their count divides by three.
 */
export function GiftBlock({ content, isLoading = false, headingLevel = 2 }: GiftBlockProps) {
  const t = useT();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  if (isLoading) {
    return (
      <SkeletonGroup>
        <div className={styles.block} data-loading>
          <div className={styles.headings}>
            <Skeleton shape="rect" width="40%" height={30} />
            <Skeleton width="60%" />
          </div>
          <div className={styles.list} data-columns={giftBlockColumns(GIFT_BLOCK_PLACEHOLDERS)}>
            {Array.from({ length: GIFT_BLOCK_PLACEHOLDERS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <span key={index} className={styles.placeholder}>
                <Skeleton shape="rect" height="100%" />
              </span>
            ))}
          </div>
        </div>
      </SkeletonGroup>
    );
  }

  const cards = giftCards(content ?? undefined);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.block}>
      <div className={styles.headings}>
        <Heading id={titleId} className={styles.title}>
          {content?.title || t('giftBlock.title')}
        </Heading>
        <p className={styles.subtitle}>{content?.subtitle || t('giftBlock.subtitle')}</p>
      </div>
      <ul className={styles.list} data-columns={giftBlockColumns(cards.length)}>
        {cards.map((card) => (
          <li key={card.kind}>
            <GiftCardLink card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
