export type { BookingDatesProps } from './BookingDates';
export { BookingDates } from './BookingDates';
export type { BookingPanelHandle, BookingPanelProps } from './BookingPanel';
export { BookingPanel } from './BookingPanel';
export type { BookingPanelPrice, BookingStay } from './bookingTypes';
export type { StickyBookingBarProps } from './StickyBookingBar';
export { StickyBookingBar } from './StickyBookingBar';
