import { lazy } from 'react';

/** The desktop calendar's size (two months and its actions), kept by its placeholder so nothing moves. */
export const DESKTOP_CALENDAR = { width: 704, height: 461 } as const;

/** The range calendar's code loads on first open. */
export const LazyRangeCalendar = lazy(() =>
  import('@escale/ui/RangeCalendar').then((module) => ({ default: module.RangeCalendar })),
);
