export type { BookingSummaryProps } from './BookingSummary';
export { BookingSummary } from './BookingSummary';
