/** The label of a review score; its message id is `score.<label>`. */
export type ScoreLabel = 'new' | 'good' | 'veryGood' | 'excellent' | 'fantastic' | 'perfect';

/** The lowest score of each band, highest first (000 §5, 002 §5). */
const bands: readonly (readonly [number, Exclude<ScoreLabel, 'new' | 'good'>])[] = [
  [9.5, 'perfect'],
  [9, 'fantastic'],
  [8.5, 'excellent'],
  [8, 'veryGood'],
];

/** "Good" starts at 7 and shows only when all incentives are shown (S-152, G-20). */
const GOOD_FROM = 7;

export interface ScoreLabelOptions {
  /** The showAllIncentives feature flag (G-20), off by default. */
  showAllIncentives?: boolean;
}

/**
 * The label of a score out of 10: none under 7, "Good" from 7 only with all incentives shown,
 * then "Very good", "Excellent", "Fantastic", "Perfect" from 8, 8.5, 9 and 9.5 (S-151, S-152);
 * a missing score is "New" (S-153).
 */
export function scoreLabel(
  score: number | null | undefined,
  { showAllIncentives = false }: ScoreLabelOptions = {},
): ScoreLabel | null {
  if (score === null || score === undefined || Number.isNaN(score)) return 'new';
  const band = bands.find(([from]) => score >= from);
  if (band) return band[1];
  return showAllIncentives && score >= GOOD_FROM ? 'good' : null;
}

/** A rating as text out of 10: "8" becomes "8/10", a rating with a slash stays as it is (S-155). */
export function ratingOutOfTen(text: string): string {
  const rating = text.trim();
  if (rating === '' || rating.includes('/')) return rating;
  return `${rating}/10`;
}
