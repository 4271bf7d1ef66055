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
import { nextRangeSelection, type RangeSelection } from './rangeSelection';

/** A range's dates as ISO `YYYY-MM-DD` strings. */
export interface RangeCalendarValue {
  start: string;
  end: string;
}

export interface RangeSelectionOptions {
  value?: RangeCalendarValue | null;
  defaultValue?: RangeCalendarValue | null;
  onChange?: (range: RangeCalendarValue | null) => void;
  onStartChange?: (start: string) => void;
  minValue: string;
  maxValue: string;
  isDateUnavailable?: (day: string, selection: RangeSelection) => boolean;
  visibleDuration: DateDuration;
  weeksInMonth?: number;
}

export interface RangeSelectionState extends RangeCalendarState<CalendarDate> {
  /** What the grid shows as selected: the pending start (and the day it points at), else the value. */
  displayedRange: { start: CalendarDate; end: CalendarDate } | null;
  /** Both dates are chosen and no new selection is pending. */
  isComplete: boolean;
  /** The selection as ISO strings: the pending start alone, else the value. */
  selection: RangeSelection;
}

const gregorian = () => new GregorianCalendar();
const iso = (date: DateValue) => toCalendarDate(date).toString();

/**
 * react-stately's range calendar state with our selection rule (S-101). react-aria turns a second
 * click before the first into a range; ours restarts with it. The pending start lives in the
 * state's anchor, so react-aria's cells, keyboard and hover preview keep working.
 */
export function useRangeSelectionState(options: RangeSelectionOptions): RangeSelectionState {
  const { minValue, maxValue, isDateUnavailable, onStartChange } = options;
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
  const first = useMemo(() => parseDate(minValue), [minValue]);
  const last = useMemo(() => parseDate(maxValue), [maxValue]);

  const selectionOf = useCallback(
    (anchor: CalendarDate | null): RangeSelection => (anchor ? { start: iso(anchor) } : { start, end }),
    [start, end],
  );
  const isUnavailable = useCallback(
    (date: DateValue, anchor: CalendarDate | null) =>
      isDateUnavailable?.(iso(date), selectionOf(anchor)) ?? false,
    [isDateUnavailable, selectionOf],
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
    minValue: first,
    maxValue: last,
    defaultFocusedValue: calendarValue?.start ?? first,
    isDateUnavailable: isUnavailable,
    allowsNonContiguousRanges: true,
  });

  const anchor = inner.anchorDate;
  const focused = inner.focusedDate;
  const preview = anchor ? { start: anchor, end: focused.compare(anchor) > 0 ? focused : anchor } : null;
  const displayedRange = preview ?? calendarValue;
  const selection = selectionOf(anchor);

  const selectDate = (date: CalendarDate) => {
    const next = nextRangeSelection(selection, iso(date));
    if (next.start && next.end) {
      inner.setAnchorDate(null);
      setValue({ start: next.start, end: next.end });
    } else if (next.start) {
      inner.setAnchorDate(parseDate(next.start));
      onStartChange?.(next.start);
    }
  };

  return {
    ...inner,
    // react-aria names a range's first and last days after the range that `highlightedRange`
    // describes, which stays empty without a pending start (below): given the value alone, those
    // days' names would start with an empty description (", Monday 15 June"). The grid reads the
    // selection from `isSelected` instead.
    value: null,
    // The value is checked by the page, not flagged by the grid.
    isValueInvalid: false,
    validationState: null,
    // react-aria drags a range's edges when this is set without an anchor; we restart instead.
    highlightedRange: preview,
    displayedRange,
    isComplete: !anchor && calendarValue !== null,
    selection,
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
