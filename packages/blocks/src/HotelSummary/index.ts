export type { HotelSummaryProps } from './HotelSummary';
export { HotelSummary } from './HotelSummary';
