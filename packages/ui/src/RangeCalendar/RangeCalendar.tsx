import {
  type AvailabilityMap,
  calendarMonths,
  DESKTOP_VISIBLE_MONTHS,
  displayedDayPrice,
  isDaySelectable,
  loadMoreMonths,
  MOBILE_INITIAL_MONTHS,
  minimumStayLabel,
  type PossibleNights,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { type CalendarDate, parseDate, startOfWeek } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { mergeProps, useDateFormatter, useLocale, useRangeCalendar } from 'react-aria';
import { Button } from '../Button';
import { useBreakpoint } from '../hooks/useMediaQuery';
import { IconButton } from '../IconButton';
import { CalendarMonth, type DayDetails } from './CalendarMonth';
import * as styles from './RangeCalendar.css';
import {
  type RangeCalendarValue,
  type RangeSelectionState,
  useRangeSelectionState,
} from './useRangeSelectionState';

/** The mobile list loads more months when its end comes within this distance (000 §4). */
const LOAD_MORE_DISTANCE_PX = 200;

export type { RangeCalendarValue };

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
  /** Today (`YYYY-MM-DD`) in the market's time zone: the first selectable day. */
  today: string;
  /** The current hour (0–23) in the market's time zone: today closes from 20:00. */
  hour: number;
  /** Availability and prices by day; `null` days cannot be picked. */
  availability?: AvailabilityMap;
  /** With a first date picked, the allowed lengths of the range in nights. */
  possibleNights?: PossibleNights;
  /**
   * `auto` (default) shows the desktop layout from 1024 px and the mobile one below. The mobile
   * layout fills its container's height (a full-screen modal) and scrolls its months inside.
   */
  layout?: 'auto' | 'desktop' | 'mobile';
  /** Shows placeholders for prices and announces `loadingLabel`. */
  isLoading?: boolean;
  /** Defaults to "We are looking for the next availabilities...". */
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
}

/**
 * A two-date calendar on react-aria hooks: two months with paging on desktop, a vertical list of
 * months that grows as it scrolls on mobile. Days are selectable by the domain rule
 * (`isDaySelectable`), prices and the minimum stay show on the days, and the selection restarts
 * when a date before the first one is picked.
 */
export function RangeCalendar({
  value,
  defaultValue,
  onChange,
  onStartChange,
  today,
  hour,
  availability,
  possibleNights,
  layout = 'auto',
  isLoading = false,
  loadingLabel,
  showActions = false,
  onClear,
  onValidate,
  onClose,
  'aria-label': ariaLabel,
}: RangeCalendarProps) {
  const t = useT();
  const breakpoint = useBreakpoint();
  const isMobile = layout === 'mobile' || (layout === 'auto' && breakpoint !== 'desktop');
  const months = useMemo(() => calendarMonths(today).map((month) => parseDate(month)), [today]);
  const state = useRangeSelectionState({
    value,
    defaultValue,
    onChange,
    onStartChange,
    today,
    hour,
    availability,
    possibleNights,
    // Mobile keeps every month up to the horizon in range and renders them as they load.
    visibleDuration: { months: isMobile ? months.length : DESKTOP_VISIBLE_MONTHS },
    weeksInMonth: isMobile ? undefined : 6,
  });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps } = useRangeCalendar(
    { 'aria-label': ariaLabel ?? t('calendar.title') },
    state,
    ref,
  );
  const describeDay = useDayDetails(state, availability, isLoading);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose?.();
  };

  const clear = () => {
    state.clearSelection();
    onClear?.();
  };
  const validate = () => {
    const { checkin, checkout } = state.selection;
    if (state.isComplete && checkin && checkout) onValidate?.({ start: checkin, end: checkout });
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
              label={t('calendar.previousMonth')}
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
              label={t('calendar.nextMonth')}
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
          {isLoading ? (loadingLabel ?? t('calendar.loading')) : null}
        </div>
        {showActions ? (
          <div className={styles.actions}>
            <Button variant="ghost" tone="neutral" isDisabled={!hasSelection} onPress={clear}>
              {t('calendar.clear')}
            </Button>
            <Button isDisabled={!state.isComplete} onPress={validate}>
              {t('calendar.validate')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Formats what each day shows: its price (G-31) and, on the checkin day, the minimum stay (S-116). */
function useDayDetails(
  state: RangeSelectionState,
  availability: AvailabilityMap | undefined,
  isLoading: boolean,
): (date: CalendarDate) => DayDetails {
  const t = useT();
  const format = useFormat();
  const context = state.selectionContext;
  const checkin = state.selection.checkin;
  return (date: CalendarDate) => {
    const day = date.toString();
    if (isLoading) return { isPricePending: isDaySelectable(day, { ...context, availability: undefined }) };
    const price = displayedDayPrice(day, context);
    const nights = minimumStayLabel(day, checkin, availability);
    return {
      price: typeof price === 'number' ? format.price(price, 'whole') : (price ?? undefined),
      isBestPrice: Boolean(price !== null && availability?.[day]?.bestPriceOfTheMonth),
      minimumStay: nights === null ? undefined : t('calendar.minimumStay', { nights }),
    };
  };
}

interface MobileMonthsProps {
  state: RangeSelectionState;
  months: CalendarDate[];
  today: string;
  describeDay: (date: CalendarDate) => DayDetails;
}

/** The mobile list: 4 months, then 3 more each time its end comes near, up to the horizon (S-120). */
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
