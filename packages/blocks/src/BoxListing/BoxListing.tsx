import type { BoxSummary } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Heading } from '@escale/ui';
import { BoxCard } from '../BoxCard';
import { cardGrid } from '../styles/cardGrid.css';
import * as styles from './BoxListing.css';

export interface BoxListingProps {
  /** The market's e-boxes, in listing order (S-298). */
  boxes: readonly BoxSummary[];
  /** A box's page in this market. */
  hrefOf: (box: BoxSummary) => string;
  /** The list could not be loaded: "Oops, something went wrong" (S-301). */
  hasError?: boolean;
}

/** Pictures of the first row load at once: the largest paint is among them. */
const PRIORITY_COUNT = 3;

/** The gift-box listing (001 §2.8): title, introduction, and a card per box with what it holds. */
export function BoxListing({ boxes, hrefOf, hasError = false }: BoxListingProps) {
  const t = useT();
  return (
    <section className={styles.listing} aria-labelledby="box-listing-title">
      <div className={styles.headings}>
        <Heading level={1} id="box-listing-title">
          {t('boxListing.title')}
        </Heading>
        <p className={styles.intro}>{t('boxListing.intro')}</p>
      </div>
      {hasError ? (
        <Alert tone="critical">{t('box.error')}</Alert>
      ) : boxes.length === 0 ? (
        <p>{t('boxListing.empty')}</p>
      ) : (
        <ul className={cardGrid}>
          {boxes.map((box, index) => (
            <li key={box.code}>
              <BoxCard
                title={box.title}
                href={hrefOf(box)}
                image={{ alt: box.title, sizes: box.mainBySize }}
                rating={box.rating}
                sellPrice={box.price.sellPrice}
                refPrice={box.price.promo > 0 ? box.price.referencePrice : null}
                promoPercent={box.price.promo}
                includedContent={box.includedContent}
                headingLevel={2}
                isPriority={index < PRIORITY_COUNT}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
