import type { BoxBlock as BoxBlockData } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, ButtonLink, Carousel } from '@escale/ui';
import { BoxCard } from '../BoxCard';
import * as styles from './BoxBlock.css';

export interface BoxBlockProps {
  /** The box block of the locale; hidden when it has no boxes. */
  block?: BoxBlockData | null;
  /** The failed call's message, when the box block could not be loaded. */
  error?: { message: string } | null;
  /** Shows "Error: {message}" for a failed call instead of hiding the block (002 §8). */
  showErrors?: boolean;
  /** The level of the block's heading. Defaults to 2. */
  headingLevel?: 2 | 3;
}

/**
 * The box block between results (002 §3 Box block, S-475): title, subtitle, a carousel of gift boxes
 * (picture, title, rating, price with the promo price and discount) and a button to the box shop.
 * Hidden without boxes; a failed call shows "Error: {message}" with `showErrors`, else nothing.
 */
export function BoxBlock({ block, error, showErrors = false, headingLevel = 2 }: BoxBlockProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  if (error) {
    return showErrors ? (
      <Alert tone="critical">{t('boxBlock.error', { message: error.message })}</Alert>
    ) : null;
  }
  if (!block || block.results.length === 0) return null;
  return (
    // Not a landmark of its own: the carousel is the region named after the title.
    <div className={styles.block} data-campaign={block.campaign}>
      <div className={styles.headings}>
        <Heading className={styles.title}>{block.title}</Heading>
        <p className={styles.subtitle}>{block.subtitle}</p>
      </div>
      <Carousel
        label={block.title}
        slidesPerView={{ mobile: 1.25, tablet: 2.5, desktop: 4 }}
        slidesToScroll={{ mobile: 1, desktop: 4 }}
        space="4"
      >
        {block.results.map((box) => (
          <BoxCard
            key={box.id}
            title={box.title}
            href={box.url}
            image={box.image}
            rating={box.rating}
            sellPrice={box.promoPrice ?? box.price}
            refPrice={box.promoPrice !== null ? box.price : null}
            promoPercent={box.discount}
          />
        ))}
      </Carousel>
      <div className={styles.action}>
        <ButtonLink href={block.buttonURL} variant="outline">
          {block.buttonLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
