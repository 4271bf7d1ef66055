export type { ActivityCardProps } from './ActivityCard';
export { ActivityCard, ActivityCardSkeleton } from './ActivityCard';
