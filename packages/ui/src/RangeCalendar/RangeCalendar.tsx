import { type CalendarDate, parseDate, startOfWeek } from '@internationalized/date';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { mergeProps, useDateFormatter, useLocale, useRangeCalendar } from 'react-aria';
import { Button } from '../Button';
import { useBreakpoint } from '../hooks/useMediaQuery';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../i18n/useUiStrings';
import { ChevronLeft, ChevronRight } from '../icons';
import { type CalendarDayView, CalendarMonth, type RangeCalendarDay } from './CalendarMonth';
import * as styles from './RangeCalendar.css';
import {
  DESKTOP_VISIBLE_MONTHS,
  loadMoreMonths,
  MOBILE_INITIAL_MONTHS,
  monthsBetween,
  type RangeSelection,
} from './rangeSelection';
import {
  type RangeCalendarValue,
  type RangeSelectionState,
  useRangeSelectionState,
} from './useRangeSelectionState';

/** The mobile list loads more months when its end comes within this distance (000 §4). */
const LOAD_MORE_DISTANCE_PX = 200;

export type { RangeCalendarDay, RangeCalendarValue, RangeSelection };

export interface RangeCalendarProps {
  /** The selected range (controlled). */
  value?: RangeCalendarValue | null;
  defaultValue?: RangeCalendarValue | null;
  /**
   * Called when a second date completes a range, and with `null` on Clear. A first date alone does
   * not change the value, so closing the calendar then keeps the earlier dates (S-107).
   */
  onChange?: (range: RangeCalendarValue | null) => void;
  /** Called when a first date is picked, so the page can fetch what may follow it. */
  onStartChange?: (start: string) => void;
  /** The first day that may be picked (`YYYY-MM-DD`); the months start at its month. */
  minValue: string;
  /** The last day that may be picked; the months end at its month. */
  maxValue: string;
  /** The day marked as today. */
  today?: string;
  /**
   * Whether a day between the bounds cannot be picked, knowing the selection in progress: its
   * start alone while the end is being chosen, or both dates.
   */
  isDateUnavailable?: (day: string, selection: RangeSelection) => boolean;
  /** What a day shows besides its number (price, note), knowing the selection in progress. */
  dayDetails?: (day: string, selection: RangeSelection) => RangeCalendarDay;
  /**
   * `auto` (default) shows the desktop layout from 1024 px and the mobile one below. The mobile
   * layout fills its container's height (a full-screen modal) and scrolls its months inside.
   */
  layout?: 'auto' | 'desktop' | 'mobile';
  /** Marks the calendar busy and announces `loadingLabel` (`dayDetails` shows the placeholders). */
  isLoading?: boolean;
  /** Defaults to "Loading". */
  loadingLabel?: string;
  /** Shows the Clear and Validate buttons. */
  showActions?: boolean;
  onClear?: () => void;
  /** Validate is enabled once both dates are chosen. */
  onValidate?: (range: RangeCalendarValue) => void;
  /** Called on Escape inside the calendar; the container closes it. */
  onClose?: () => void;
  /** Defaults to "Choose your dates". */
  'aria-label'?: string;
  /** The buttons' words; default to "Clear", "Validate", "Previous month" and "Next month". */
  clearLabel?: string;
  validateLabel?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  /** Said with a day whose price is the best of its month; defaults to "Best price of the month". */
  bestPriceLabel?: string;
  /** Beside the actions: what the chosen dates come with, such as their cancellation deadline. */
  details?: ReactNode;
}

/**
 * A two-date calendar on react-aria hooks: two months with paging on desktop, a vertical list of
 * months that grows as it scrolls on mobile. The caller says which days cannot be picked and what
 * each day shows; the selection restarts when a date before the first one is picked (S-101).
 */
export function RangeCalendar({
  value,
  defaultValue,
  onChange,
  onStartChange,
  minValue,
  maxValue,
  today,
  isDateUnavailable,
  dayDetails,
  layout = 'auto',
  isLoading = false,
  loadingLabel,
  showActions = false,
  onClear,
  onValidate,
  onClose,
  'aria-label': ariaLabel,
  clearLabel,
  validateLabel,
  previousMonthLabel,
  nextMonthLabel,
  bestPriceLabel,
  details,
}: RangeCalendarProps) {
  const strings = useUiStrings();
  const breakpoint = useBreakpoint();
  const isMobile = layout === 'mobile' || (layout === 'auto' && breakpoint !== 'desktop');
  const months = useMemo(
    () => monthsBetween(minValue, maxValue).map((month) => parseDate(month)),
    [minValue, maxValue],
  );
  const state = useRangeSelectionState({
    value,
    defaultValue,
    onChange,
    onStartChange,
    minValue,
    maxValue,
    isDateUnavailable,
    // Mobile keeps every month up to the horizon in range and renders them as they load.
    visibleDuration: { months: isMobile ? months.length : DESKTOP_VISIBLE_MONTHS },
    weeksInMonth: isMobile ? undefined : 6,
  });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps } = useRangeCalendar(
    { 'aria-label': ariaLabel ?? strings.format('chooseDates') },
    state,
    ref,
  );
  const describeDay = (date: CalendarDate): CalendarDayView => {
    const details = dayDetails?.(date.toString(), state.selection) ?? {};
    return {
      ...details,
      promoText: details.promoPercent
        ? strings.format('discount', { percent: details.promoPercent })
        : undefined,
      bestPriceText:
        details.isBestPrice && details.price
          ? (bestPriceLabel ?? strings.format('bestPriceOfTheMonth'))
          : undefined,
    };
  };

  // Only the calendar's own keys: a dialog opened from its details (portalled, yet a React child)
  // closes itself on Escape and leaves the calendar open.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && ref.current?.contains(event.target as Node)) onClose?.();
  };

  const clear = () => {
    state.clearSelection();
    onClear?.();
  };
  const validate = () => {
    const { start, end } = state.selection;
    if (state.isComplete && start && end) onValidate?.({ start, end });
  };
  const hasSelection = state.displayedRange !== null;

  return (
    <div
      {...mergeProps(calendarProps, { onKeyDown })}
      ref={ref}
      className={styles.root}
      data-layout={isMobile ? 'mobile' : 'desktop'}
      data-loading={isLoading || undefined}
      aria-busy={isLoading || undefined}
    >
      {isMobile ? (
        <MobileMonths state={state} months={months} today={today} describeDay={describeDay} />
      ) : (
        <div className={styles.desktopMonths}>
          <span className={styles.navButton} data-direction="previous">
            <IconButton
              label={previousMonthLabel ?? strings.format('previousMonth')}
              icon={<ChevronLeft size={20} />}
              onPress={state.focusPreviousPage}
              isDisabled={prevButtonProps.isDisabled}
              onFocus={() => prevButtonProps.onFocusChange?.(true)}
              onBlur={() => prevButtonProps.onFocusChange?.(false)}
            />
          </span>
          {[0, 1].map((offset) => (
            <CalendarMonth
              key={offset}
              state={state}
              startDate={state.visibleRange.start.add({ months: offset })}
              today={today}
              showWeekdays
              describeDay={describeDay}
            />
          ))}
          <span className={styles.navButton} data-direction="next">
            <IconButton
              label={nextMonthLabel ?? strings.format('nextMonth')}
              icon={<ChevronRight size={20} />}
              onPress={state.focusNextPage}
              isDisabled={nextButtonProps.isDisabled}
              onFocus={() => nextButtonProps.onFocusChange?.(true)}
              onBlur={() => nextButtonProps.onFocusChange?.(false)}
            />
          </span>
        </div>
      )}
      <div className={styles.footer} data-filled={showActions || isLoading || undefined}>
        <div role="status" className={styles.status}>
          {isLoading ? (loadingLabel ?? strings.format('loading')) : null}
        </div>
        {details ? <div className={styles.details}>{details}</div> : null}
        {showActions ? (
          <div className={styles.actions}>
            <Button variant="ghost" tone="neutral" isDisabled={!hasSelection} onPress={clear}>
              {clearLabel ?? strings.format('clear')}
            </Button>
            <Button isDisabled={!state.isComplete} onPress={validate}>
              {validateLabel ?? strings.format('validate')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

interface MobileMonthsProps {
  state: RangeSelectionState;
  months: CalendarDate[];
  today: string | undefined;
  describeDay: (date: CalendarDate) => CalendarDayView;
}

/** The mobile list: 4 months, then 3 more each time its end comes near, up to the last month (S-120). */
function MobileMonths({ state, months, today, describeDay }: MobileMonthsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(MOBILE_INITIAL_MONTHS);
  // Keyboard focus may move past the loaded months: render up to the focused one.
  const focusedIndex = months.findIndex((month) => month.compare(state.focusedDate.set({ day: 1 })) === 0);
  const shown = Math.min(Math.max(loaded, focusedIndex + 1), months.length);

  useEffect(() => {
    const list = listRef.current;
    const sentinel = sentinelRef.current;
    if (!list || !sentinel || shown >= months.length) return;
    // A new observer per count reports at once, so a list still short of its end keeps loading.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoaded(loadMoreMonths(shown, months.length));
      },
      { root: list, rootMargin: `0px 0px ${LOAD_MORE_DISTANCE_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [shown, months.length]);

  // Open on the month of the selected start rather than on the current month.
  const initialMonth = useRef(state.displayedRange?.start.set({ day: 1 }).toString());
  useEffect(() => {
    const list = listRef.current;
    if (!list || !initialMonth.current) return;
    const month = list.querySelector<HTMLElement>(`[data-month="${initialMonth.current}"]`);
    if (month) list.scrollTop = month.offsetTop;
  }, []);

  return (
    <>
      <Weekdays weekOf={months[0] ?? state.visibleRange.start} timeZone={state.timeZone} />
      <div ref={listRef} className={styles.monthList}>
        {months.slice(0, shown).map((month) => (
          <CalendarMonth
            key={month.toString()}
            state={state}
            startDate={month}
            today={today}
            showWeekdays={false}
            describeDay={describeDay}
          />
        ))}
        <div ref={sentinelRef} className={styles.sentinel} />
      </div>
    </>
  );
}

/** The weekday row shared by the mobile months (the grids' own rows are hidden from screen readers too). */
function Weekdays({ weekOf, timeZone }: { weekOf: CalendarDate; timeZone: string }) {
  const { locale } = useLocale();
  const formatter = useDateFormatter({ weekday: 'short', timeZone });
  const monday = startOfWeek(weekOf, locale, 'mon');
  return (
    <div className={styles.weekdaysRow} aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => {
        const day = monday.add({ days: index });
        return (
          <span key={day.toString()} className={styles.weekday}>
            {formatter.format(day.toDate(timeZone))}
          </span>
        );
      })}
    </div>
  );
}
