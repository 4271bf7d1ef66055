import { scoreLabel } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { VisuallyHidden } from 'react-aria';
import { Badge } from '../Badge';
import * as styles from './ScoreBadge.css';

export interface ScoreBadgeProps {
  /** The review score out of 10; `null` when there is none yet ("New"). */
  score: number | null;
  /** Shown as "128 reviews" when above 0. */
  reviewCount?: number;
  /** The showAllIncentives flag: shows "Good" from 7 to below 8 (G-20). Defaults to false. */
  showAllIncentives?: boolean;
  /** Defaults to `medium` (14 px text). */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A review score: its label and the score with one decimal ("Excellent 8,5"), "New" without a
 * score, and the number of reviews. Assistive technology hears "8,5 out of 10, Excellent".
 */
export function ScoreBadge({
  score,
  reviewCount,
  showAllIncentives = false,
  size = 'medium',
}: ScoreBadgeProps) {
  const t = useT();
  const format = useFormat();
  const label = scoreLabel(score, { showAllIncentives });
  const count =
    reviewCount !== undefined && reviewCount > 0 ? (
      <span className={styles.count}>{t('score.reviewCount', { count: reviewCount })}</span>
    ) : null;

  if (label === 'new' || score === null) {
    return (
      <span className={styles.scoreBadge({ size })} data-label="new" data-size={size}>
        <Badge tone="brand" variant="soft" size={size === 'large' ? 'medium' : 'small'}>
          {t('score.new')}
        </Badge>
        {count}
      </span>
    );
  }

  const value = format.score(score);
  const labelText = label ? t(`score.${label}`) : null;
  return (
    <span className={styles.scoreBadge({ size })} data-label={label ?? 'none'} data-size={size}>
      <VisuallyHidden>
        {labelText
          ? t('score.spokenWithLabel', { score: value, label: labelText })
          : t('score.spoken', { score: value })}
      </VisuallyHidden>
      <span className={styles.visual} aria-hidden="true">
        {labelText ? <span className={styles.label}>{labelText}</span> : null}
        <span className={styles.score({ size })}>{value}</span>
      </span>
      {count}
    </span>
  );
}
