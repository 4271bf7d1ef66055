import { Badge } from '../Badge';
import { useNumberFormat } from '../i18n/useNumberFormat';
import { useUiStrings } from '../i18n/useUiStrings';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ScoreBadge.css';

export interface ScoreBadgeProps {
  /** The review score out of 10; `null` when there is none yet ("New"). */
  score: number | null;
  /** The word shown before the score ("Excellent"), as the caller's rules decide; none when absent. */
  label?: string;
  /** Shown as "128 reviews" when above 0. */
  reviewCount?: number;
  /** Defaults to `medium` (14 px text). */
  size?: 'small' | 'medium' | 'large';
  /** The badge without a score; defaults to "New". */
  newLabel?: string;
  /** The review count's text; defaults to "128 reviews". */
  reviewCountLabel?: (count: number) => string;
}

/** The score with one decimal, cut rather than rounded: 7.99 reads 7,9, never 8,0 (000 §5). */
function useScoreFormat() {
  const formatter = useNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (score: number) => formatter.format(Math.floor(score * 10 + 1e-9) / 10);
}

/**
 * A review score: its label and the score with one decimal ("Excellent 8,5"), "New" without a
 * score, and the number of reviews. Assistive technology hears "8,5 out of 10, Excellent".
 */
export function ScoreBadge({
  score,
  label,
  reviewCount,
  size = 'medium',
  newLabel,
  reviewCountLabel,
}: ScoreBadgeProps) {
  const strings = useUiStrings();
  const formatScore = useScoreFormat();
  const count =
    reviewCount !== undefined && reviewCount > 0 ? (
      <span className={styles.count}>
        {reviewCountLabel?.(reviewCount) ?? strings.format('reviewCount', { count: reviewCount })}
      </span>
    ) : null;

  if (score === null) {
    return (
      <span className={styles.scoreBadge({ size })} data-new="" data-size={size}>
        <Badge tone="brand" variant="soft" size={size === 'large' ? 'medium' : 'small'}>
          {newLabel ?? strings.format('new')}
        </Badge>
        {count}
      </span>
    );
  }

  const value = formatScore(score);
  return (
    <span className={styles.scoreBadge({ size })} data-size={size}>
      <VisuallyHidden>
        {label
          ? strings.format('scoreOutOfTenWithLabel', { score: value, label })
          : strings.format('scoreOutOfTen', { score: value })}
      </VisuallyHidden>
      <span className={styles.visual} aria-hidden="true">
        {label ? <span className={styles.label}>{label}</span> : null}
        <span className={styles.score({ size })}>{value}</span>
      </span>
      {count}
    </span>
  );
}
