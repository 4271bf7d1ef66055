import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StarRating.css';

export interface StarRatingProps {
  /** Whole stars, 0 to 5 (more are drawn as 5). */
  count: number;
  /** What assistive technology hears instead ("4 stars"), in the page's language. */
  label: string;
  /** `small` stars are 12 px (cards), `medium` 14 px (the hotel's block). Defaults to `small`. */
  size?: keyof typeof styles.sizes;
}

/** A hotel's star rating: the stars drawn in one element, read as its label. */
export function StarRating({ count, label, size = 'small' }: StarRatingProps) {
  const drawn = Math.min(Math.max(Math.round(count), 0), 5) as keyof typeof styles.counts;
  return (
    <span className={styles.root}>
      <span aria-hidden="true" className={`${styles.stars} ${styles.sizes[size]} ${styles.counts[drawn]}`} />
      <VisuallyHidden elementType="span">{label}</VisuallyHidden>
    </span>
  );
}
