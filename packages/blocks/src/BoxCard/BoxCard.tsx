import type { ApiImage } from '@escale/domain';
import { Link, Price } from '@escale/ui';
import { ReviewScore } from '../ReviewScore';
import * as styles from './BoxCard.css';

export interface BoxCardProps {
  title: string;
  /** The box's page. */
  href: string;
  image: ApiImage;
  /** Out of 10; no score without ratings. */
  rating: number | null;
  /** The price paid, in cents. */
  sellPrice: number;
  /** The reference price, struck through beside a promo. */
  refPrice?: number | null;
  /** The discount shown, 0 at 5 % or less (S-299). */
  promoPercent?: number;
  /** What the box holds, one line each (S-300); the block's cards leave it out. */
  includedContent?: string;
  headingLevel?: 2 | 3;
  /** The first cards of a listing load their picture at once. */
  isPriority?: boolean;
}

/** A gift box card (002 §3 Gift box): picture, title, rating, what it holds and its price; one link. */
export function BoxCard({
  title,
  href,
  image,
  rating,
  sellPrice,
  refPrice,
  promoPercent = 0,
  includedContent,
  headingLevel = 3,
  isPriority = false,
}: BoxCardProps) {
  const Heading = `h${headingLevel}` as const;
  const lines = includedContent?.split('\n').filter((line) => line !== '') ?? [];
  return (
    <article className={styles.card}>
      <img
        src={image.sizes['640_360']}
        srcSet={`${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`}
        sizes="(min-width: 1024px) 280px, 80vw"
        alt={image.alt}
        width={640}
        height={360}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        className={styles.image}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} variant="overlay">
            {title}
          </Link>
        </Heading>
        {rating !== null ? <ReviewScore score={rating} size="small" /> : null}
        {lines.length > 0 ? (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <Price sellPrice={sellPrice} refPrice={refPrice} promoPercent={promoPercent} size="small" />
      </div>
    </article>
  );
}
