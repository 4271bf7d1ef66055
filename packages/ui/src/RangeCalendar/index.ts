export type {
  RangeCalendarDay,
  RangeCalendarProps,
  RangeCalendarValue,
  RangeSelection,
} from './RangeCalendar';
export { RangeCalendar } from './RangeCalendar';
