import {
  type AvailabilityMap,
  type Clock,
  calendarHorizonEnd,
  type DaySelectionContext,
  displayedDayPrice,
  displayedPromo,
  isDaySelectable,
  minimumStayLabel,
  type PossibleNights,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import {
  RangeCalendar,
  type RangeCalendarDay,
  type RangeCalendarProps,
  type RangeSelection,
} from '@escale/ui/RangeCalendar';

export interface StayCalendarProps
  extends Pick<
    RangeCalendarProps,
    | 'value'
    | 'onChange'
    | 'onStartChange'
    | 'layout'
    | 'onClear'
    | 'onValidate'
    | 'onClose'
    | 'isLoading'
    | 'details'
  > {
  /** Today and the hour in the market's time zone: the first selectable day (S-109, S-110). */
  today: Clock;
  /** Availability and prices by day; `null` days cannot be picked (S-112). */
  availability?: AvailabilityMap;
  /** With a checkin picked, the allowed lengths of the stay in nights (S-113). */
  possibleNights?: PossibleNights;
}

/**
 * The range calendar of a stay, with the domain's calendar rules: selectable days from today
 * (closed from 20:00) to one year ahead, availability and the nights allowed after a checkin
 * (002 §5), each day's price (G-31) and the checkin's minimum stay (S-116). With its Clear and
 * Validate buttons. Loaded on first open (`LazyStayCalendar`).
 */
export function StayCalendar({
  today,
  availability,
  possibleNights,
  isLoading = false,
  ...props
}: StayCalendarProps) {
  const t = useT();
  const format = useFormat();
  const contextOf = ({ start, end }: RangeSelection): DaySelectionContext => ({
    today: today.today,
    hour: today.hour,
    availability,
    possibleNights,
    checkin: start,
    checkout: end,
  });
  const dayDetails = (day: string, selection: RangeSelection): RangeCalendarDay => {
    const context = contextOf(selection);
    if (isLoading) return { isPricePending: isDaySelectable(day, { ...context, availability: undefined }) };
    const price = displayedDayPrice(day, context);
    const nights = minimumStayLabel(day, selection.start, availability);
    const data = price === null ? null : availability?.[day];
    return {
      price: typeof price === 'number' ? format.price(price, 'whole') : (price ?? undefined),
      // A day's price is its shortest stay's quote: its promo shows from the quote's threshold (G-15).
      promoPercent: displayedPromo(data?.promo ?? 0, 'quote'),
      isBestPrice: Boolean(data?.bestPriceOfTheMonth),
      note: nights === null ? undefined : t('calendar.minimumStay', { nights }),
    };
  };
  return (
    <RangeCalendar
      {...props}
      minValue={today.today}
      maxValue={calendarHorizonEnd(today.today)}
      today={today.today}
      isDateUnavailable={(day, selection) => !isDaySelectable(day, contextOf(selection))}
      dayDetails={dayDetails}
      isLoading={isLoading}
      loadingLabel={t('calendar.loading')}
      aria-label={t('calendar.title')}
      showActions
    />
  );
}

export default StayCalendar;
