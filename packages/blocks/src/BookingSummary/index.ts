export type { BookingSummaryProps } from './BookingSummary';
export { BookingSummary } from './BookingSummary';
export type { SummaryContent } from './summaryLines';
