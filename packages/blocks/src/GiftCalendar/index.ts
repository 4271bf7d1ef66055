export type { GiftCalendarProps } from './GiftCalendar';
export { GiftCalendar } from './GiftCalendar';
