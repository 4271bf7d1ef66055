import { scoreLabel } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ScoreBadge, type ScoreBadgeProps } from '@escale/ui';

export interface ReviewScoreProps {
  /** The review score out of 10; `null` when there is none yet. */
  score: number | null;
  /** Shown as "128 reviews" when above 0. */
  reviewCount?: number;
  /** The showAllIncentives flag: shows "Good" from 7 to below 8 (G-20). Defaults to false. */
  showAllIncentives?: boolean;
  size?: ScoreBadgeProps['size'];
}

/**
 * A review score with the word of its band (S-151, S-152): none under 7, "Good" from 7 only with
 * all incentives shown, then "Very good", "Excellent", "Fantastic", "Perfect"; "New" without a
 * score (S-153).
 */
export function ReviewScore({ score, showAllIncentives = false, ...props }: ReviewScoreProps) {
  const t = useT();
  const band = scoreLabel(score, { showAllIncentives });
  return (
    <ScoreBadge
      {...props}
      score={band === 'new' ? null : score}
      label={band && band !== 'new' ? t(`score.${band}`) : undefined}
    />
  );
}
