export type { OfferCardProps, OfferCardSkeletonProps } from './OfferCard';
export { OfferCard, OfferCardSkeleton } from './OfferCard';
