export type { RangeCalendarProps, RangeCalendarValue } from './RangeCalendar';
export { RangeCalendar } from './RangeCalendar';
