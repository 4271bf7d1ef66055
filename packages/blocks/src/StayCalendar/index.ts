export type { LazyStayCalendarProps } from './LazyStayCalendar';
export { LazyStayCalendar } from './LazyStayCalendar';
export type { StayCalendarProps } from './StayCalendar';
