import { type CalendarDate, endOfMonth, getDayOfWeek, isSameMonth } from '@internationalized/date';
import { useRef } from 'react';
import {
  mergeProps,
  useCalendarCell,
  useCalendarGrid,
  useDateFormatter,
  useFocusRing,
  useHover,
  useLocale,
} from 'react-aria';
import * as styles from './RangeCalendar.css';
import type { RangeSelectionState } from './useRangeSelectionState';

/** What a day shows besides its number, already formatted by the caller. */
export interface RangeCalendarDay {
  /** Under the number, such as "89 €". */
  price?: string;
  /** Shows the price as the best of its month. */
  isBestPrice?: boolean;
  /** The promo percentage of the day's price, as the caller's threshold leaves it; none at 0. */
  promoPercent?: number;
  /** A line over the day, such as "Minimum stay: 2 nights" on a start. */
  note?: string;
  /** The price is being loaded: a placeholder stands in its place. */
  isPricePending?: boolean;
}

/** A day as the calendar draws it: its details with their words. */
export interface CalendarDayView extends RangeCalendarDay {
  /** "-15 %", when the day has a promo. */
  promoText?: string;
  /** "Best price of the month", when it is. */
  bestPriceText?: string;
}

interface CalendarMonthProps {
  state: RangeSelectionState;
  /** The first day of the month. */
  startDate: CalendarDate;
  today: string | undefined;
  /** Each grid has its weekday row on desktop; mobile shares one row above the list. */
  showWeekdays: boolean;
  describeDay: (date: CalendarDate) => CalendarDayView;
}

/** One month: its title and its react-aria grid (arrows, Page Up/Down, Home/End, Enter/Space). */
export function CalendarMonth({ state, startDate, today, showWeekdays, describeDay }: CalendarMonthProps) {
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid(
    { startDate, endDate: endOfMonth(startDate), firstDayOfWeek: 'mon', weekdayStyle: 'short' },
    state,
  );
  const titleFormatter = useDateFormatter({ month: 'long', year: 'numeric', timeZone: state.timeZone });
  return (
    <div className={styles.month} data-month={startDate.toString()}>
      <h3 className={styles.monthTitle}>{titleFormatter.format(startDate.toDate(state.timeZone))}</h3>
      <table {...gridProps} className={styles.grid}>
        {showWeekdays ? (
          <thead {...headerProps}>
            <tr>
              {weekDays.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one column per weekday, never reordered
                <th key={index} className={styles.weekday}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {Array.from({ length: weeksInMonth }, (_, week) => startDate.add({ weeks: week })).map(
            (weekDate) => (
              <tr key={weekDate.toString()} className={styles.week}>
                {state.getDatesInWeek(0, weekDate).map((date, index) =>
                  date ? (
                    <CalendarDay
                      key={date.toString()}
                      state={state}
                      date={date}
                      isOutsideMonth={!isSameMonth(date, startDate)}
                      isToday={date.toString() === today}
                      details={describeDay(date)}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity
                    <td key={index} />
                  ),
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

interface CalendarDayProps {
  state: RangeSelectionState;
  date: CalendarDate;
  isOutsideMonth: boolean;
  isToday: boolean;
  details: CalendarDayView;
}

function CalendarDay({ state, date, isOutsideMonth, isToday, details }: CalendarDayProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { locale } = useLocale();
  const { cellProps, buttonProps, isDisabled, isUnavailable, formattedDate } = useCalendarCell(
    { date, isOutsideMonth },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isUnavailable });
  if (isOutsideMonth) return <td {...cellProps} data-outside-month="" />;

  const range = state.displayedRange;
  const isStart = range !== null && date.compare(range.start) === 0;
  const isEnd = range !== null && date.compare(range.end) === 0;
  const isSelected = state.isSelected(date);
  const weekdayIndex = getDayOfWeek(date, locale, 'mon');
  const label = [
    buttonProps['aria-label'],
    details.price,
    details.promoText,
    details.bestPriceText,
    details.note,
  ]
    .filter(Boolean)
    .join(', ');
  // The checkout of a selected stay may be closed for arrivals: it is still part of the selection.
  const gridcellProps = { ...cellProps, 'aria-selected': isSelected || undefined };
  return (
    <td
      {...gridcellProps}
      className={styles.cell}
      data-selected={isSelected || undefined}
      data-selection-start={isStart || undefined}
      data-selection-end={(isEnd && !isStart) || undefined}
      data-in-range={(isSelected && !isStart && !isEnd) || undefined}
      data-unavailable={(isUnavailable && !isDisabled) || undefined}
      data-disabled={isDisabled || undefined}
      data-today={isToday || undefined}
    >
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps, { 'aria-label': label })}
        ref={ref}
        className={styles.day}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
      >
        <span className={styles.dayNumber}>{formattedDate}</span>
      </div>
      {/* Outside the button, whose name already says the price: its visible text stays its name's. */}
      <span className={styles.price} data-best-price={details.isBestPrice || undefined} aria-hidden="true">
        {details.isPricePending ? <span className={styles.priceSkeleton} /> : details.price}
      </span>
      {details.promoText && !details.isPricePending ? (
        <span className={styles.promo} aria-hidden="true">
          {details.promoText}
        </span>
      ) : null}
      {details.note ? (
        <span
          className={styles.note}
          data-edge={weekdayIndex < 2 ? 'start' : weekdayIndex > 4 ? 'end' : undefined}
          aria-hidden="true"
        >
          {details.note}
        </span>
      ) : null}
    </td>
  );
}
