export type { SkeletonDimension, SkeletonGroupProps, SkeletonProps } from './Skeleton';
export { Skeleton, SkeletonGroup } from './Skeleton';
