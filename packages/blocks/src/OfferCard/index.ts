export type { OfferCardProps } from './OfferCard';
export { OfferCard } from './OfferCard';
export type { OfferCardSkeletonProps } from './OfferCardSkeleton';
export { OfferCardSkeleton } from './OfferCardSkeleton';
