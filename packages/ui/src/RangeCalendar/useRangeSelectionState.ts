import {
  type AvailabilityMap,
  calendarHorizonEnd,
  type DateSelection,
  type DaySelectionContext,
  isDaySelectable,
  nextRangeSelection,
  type PossibleNights,
} from '@escale/domain';
import {
  type CalendarDate,
  type DateDuration,
  type DateValue,
  GregorianCalendar,
  parseDate,
  toCalendarDate,
} from '@internationalized/date';
import { useCallback, useMemo } from 'react';
import { useLocale } from 'react-aria';
import { type RangeCalendarState, useRangeCalendarState } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';

/** A stay's dates as ISO `YYYY-MM-DD` strings. */
export interface RangeCalendarValue {
  start: string;
  end: string;
}

export interface RangeSelectionOptions {
  value?: RangeCalendarValue | null;
  defaultValue?: RangeCalendarValue | null;
  onChange?: (range: RangeCalendarValue | null) => void;
  onStartChange?: (start: string) => void;
  today: string;
  hour: number;
  availability?: AvailabilityMap;
  possibleNights?: PossibleNights;
  visibleDuration: DateDuration;
  weeksInMonth?: number;
}

export interface RangeSelectionState extends RangeCalendarState<CalendarDate> {
  /** What the grid shows as selected: the pending start (and the day it points at), else the value. */
  displayedRange: { start: CalendarDate; end: CalendarDate } | null;
  /** Both dates are chosen and no new selection is pending. */
  isComplete: boolean;
  /** The selection as ISO strings, with the pending start as checkin. */
  selection: DateSelection;
  selectionContext: DaySelectionContext;
}

const gregorian = () => new GregorianCalendar();
const iso = (date: DateValue) => toCalendarDate(date).toString();

/**
 * react-stately's range calendar state with our selection rule (S-101). react-aria turns a second
 * click before the first into a range; ours restarts with it. The pending start lives in the
 * state's anchor, so react-aria's cells, keyboard and hover preview keep working.
 */
export function useRangeSelectionState(options: RangeSelectionOptions): RangeSelectionState {
  const { today, hour, availability, possibleNights, onStartChange } = options;
  const { locale } = useLocale();
  const [value, setValue] = useControlledState<RangeCalendarValue | null>(
    options.value,
    options.defaultValue ?? null,
    options.onChange,
  );
  const start = value?.start;
  const end = value?.end;
  const calendarValue = useMemo(
    () => (start && end ? { start: parseDate(start), end: parseDate(end) } : null),
    [start, end],
  );
  const todayDate = useMemo(() => parseDate(today), [today]);
  const horizon = useMemo(() => parseDate(calendarHorizonEnd(today)), [today]);

  const selectionOf = useCallback(
    (anchor: CalendarDate | null): DateSelection =>
      anchor ? { checkin: iso(anchor) } : { checkin: start, checkout: end },
    [start, end],
  );
  const contextOf = useCallback(
    (anchor: CalendarDate | null): DaySelectionContext => ({
      today,
      hour,
      availability,
      possibleNights,
      ...selectionOf(anchor),
    }),
    [today, hour, availability, possibleNights, selectionOf],
  );
  const isDateUnavailable = useCallback(
    (date: DateValue, anchor: CalendarDate | null) => !isDaySelectable(iso(date), contextOf(anchor)),
    [contextOf],
  );

  const inner = useRangeCalendarState<CalendarDate>({
    locale,
    createCalendar: gregorian,
    value: calendarValue,
    visibleDuration: options.visibleDuration,
    pageBehavior: 'single',
    selectionAlignment: 'start',
    firstDayOfWeek: 'mon',
    weeksInMonth: options.weeksInMonth,
    minValue: todayDate,
    maxValue: horizon,
    defaultFocusedValue: calendarValue?.start ?? todayDate,
    isDateUnavailable,
    allowsNonContiguousRanges: true,
  });

  const anchor = inner.anchorDate;
  const focused = inner.focusedDate;
  const preview = anchor ? { start: anchor, end: focused.compare(anchor) > 0 ? focused : anchor } : null;
  const displayedRange = preview ?? calendarValue;
  const selection = selectionOf(anchor);

  const selectDate = (date: CalendarDate) => {
    const next = nextRangeSelection(selection, iso(date));
    if (next.checkin && next.checkout) {
      inner.setAnchorDate(null);
      setValue({ start: next.checkin, end: next.checkout });
    } else if (next.checkin) {
      inner.setAnchorDate(parseDate(next.checkin));
      onStartChange?.(next.checkin);
    }
  };

  return {
    ...inner,
    // The value is checked by the page, not flagged by the grid.
    isValueInvalid: false,
    validationState: null,
    // react-aria drags a range's edges when this is set without an anchor; we restart instead.
    highlightedRange: preview,
    displayedRange,
    isComplete: !anchor && calendarValue !== null,
    selection,
    selectionContext: contextOf(anchor),
    selectDate,
    selectFocusedDate() {
      if (!inner.isCellDisabled(focused) && !inner.isCellUnavailable(focused)) selectDate(focused);
    },
    // A pending start stays when focus or the pointer leaves the calendar (the page decides on close).
    commitSelection() {},
    clearSelection() {
      inner.setAnchorDate(null);
      setValue(null);
    },
    isSelected(date: CalendarDate) {
      return (
        displayedRange !== null &&
        date.compare(displayedRange.start) >= 0 &&
        date.compare(displayedRange.end) <= 0 &&
        !inner.isCellDisabled(date)
      );
    },
  };
}
