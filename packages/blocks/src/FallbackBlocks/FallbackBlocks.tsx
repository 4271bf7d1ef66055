import {
  FALLBACK_PREVIEW_LIMIT,
  type FallbackSubtitle,
  type Flow,
  type OfferCard as OfferCardData,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, Link } from '@escale/ui';
import { useId } from 'react';
import { OfferCard } from '../OfferCard';
import * as styles from './FallbackBlocks.css';

/** One broadened search and its preview (000 §4 "Fallback ladder"). */
export interface FallbackBlock {
  /** The ladder step's id (`destination+dates`…): a stable key. */
  id: string;
  /** The step's subtitles, from `fallbackLadder` (S-165). */
  subtitles: readonly FallbackSubtitle[];
  /** The search's first offers (asked with limit 3); a failed search gives none (S-171). */
  offers: readonly OfferCardData[];
  /** The search page of the broadened search. */
  href: string;
}

export interface FallbackBlocksProps {
  blocks: readonly FallbackBlock[];
  /** The search flow: the offers' button words (S-138). */
  flow: Flow;
  /** The link of an offer, usually its `uri` under the market root with the flow. */
  offerHref: (offer: OfferCardData) => string;
  /** The section's heading; "Our suggestions" by default. */
  title?: string;
}

function subtitleText(t: ReturnType<typeof useT>, subtitle: FallbackSubtitle): string {
  return 'values' in subtitle
    ? t(`fallback.subtitle.${subtitle.key}`, subtitle.values)
    : t(`fallback.subtitle.${subtitle.key}`);
}

function Block({
  block,
  flow,
  offerHref,
}: { block: FallbackBlock } & Omit<FallbackBlocksProps, 'blocks' | 'title'>) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.block} data-step={block.id}>
      <div className={styles.blockHeader}>
        <h3 id={headingId} className={styles.blockTitle}>
          {block.subtitles.map((subtitle) => subtitleText(t, subtitle)).join(' · ')}
        </h3>
        <Link href={block.href} variant="standalone">
          {t('fallback.seeAll')}
        </Link>
      </div>
      <ul className={styles.offers}>
        {block.offers.slice(0, FALLBACK_PREVIEW_LIMIT).map((offer) => (
          <li key={offer.id} className={styles.offer}>
            <OfferCard offer={offer} view="CONDENSED" flow={flow} href={offerHref(offer)} headingLevel={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The fallback results under the grid (000 §4 "Fallback ladder"): a block per broadened search,
 * headed by its subtitles ("For your dates", "Outside your dates", "Around {destination}", S-165),
 * with up to 3 compact offers (S-166) and a link to that search. A block without offers is left out
 * (S-171); without any, nothing shows.
 */
export function FallbackBlocks({ blocks, flow, offerHref, title }: FallbackBlocksProps) {
  const t = useT();
  const headingId = useId();
  const shown = blocks.filter((block) => block.offers.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <Heading level={2} id={headingId}>
        {title ?? t('fallback.title')}
      </Heading>
      {shown.map((block) => (
        <Block key={block.id} block={block} flow={flow} offerHref={offerHref} />
      ))}
    </section>
  );
}
