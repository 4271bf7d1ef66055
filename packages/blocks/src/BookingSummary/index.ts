export type { BookingSummaryProps } from './BookingSummary';
export { BookingSummary } from './BookingSummary';
export type { BookingSummarySkeletonProps } from './BookingSummarySkeleton';
export { BookingSummarySkeleton } from './BookingSummarySkeleton';
