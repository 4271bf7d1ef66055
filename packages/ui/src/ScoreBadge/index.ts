export type { ScoreBadgeProps } from './ScoreBadge';
export { ScoreBadge } from './ScoreBadge';
