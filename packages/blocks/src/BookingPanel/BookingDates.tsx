import type { AvailabilityMap, Clock, PossibleNights } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { ResponsiveOverlay } from '@escale/ui';
import { CalendarDays } from '@escale/ui/icons';
import type { RangeCalendarValue } from '@escale/ui/RangeCalendar';
import type { ReactNode } from 'react';
import { FieldTrigger } from '../SearchBox/SearchField';
import { LazyStayCalendar } from '../StayCalendar/LazyStayCalendar';

export interface BookingDatesProps {
  checkin: string | null;
  checkout: string | null;
  /** A completed range, or `null` on Clear. */
  onChange: (dates: { checkin: string; checkout: string } | null) => void;
  /** A first date picked, before its checkout. */
  onCheckinPick?: (checkin: string) => void;
  today: Clock;
  availability?: AvailabilityMap;
  possibleNights?: PossibleNights;
  isLoading?: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Under the calendar, beside its buttons: what the chosen dates come with. */
  details?: ReactNode;
}

/**
 * The stay's dates: a field that opens the calendar in a dropdown from the tablet breakpoint and in
 * a full-screen modal on mobile. The calendar's code loads on first open. A second date reports the
 * range at once (001 §4 "Calendar selection"); Clear removes both (S-234); Validate, enabled once
 * both dates exist, closes it.
 */
export function BookingDates({
  checkin,
  checkout,
  onChange,
  onCheckinPick,
  today,
  availability,
  possibleNights,
  isLoading = false,
  isOpen,
  onOpenChange,
  details,
}: BookingDatesProps) {
  const t = useT();
  const format = useFormat();
  const value: RangeCalendarValue | null = checkin && checkout ? { start: checkin, end: checkout } : null;

  const trigger = (
    <FieldTrigger
      icon={<CalendarDays size={20} />}
      label={t('dates.label')}
      value={value ? format.dateRange(value.start, value.end) : t('dates.placeholder')}
      isPlaceholder={!value}
    />
  );

  return (
    <ResponsiveOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('calendar.title')}
    >
      {(layout) => (
        <LazyStayCalendar
          layout={layout}
          today={today}
          value={value}
          onChange={(range) => {
            if (range) onChange({ checkin: range.start, checkout: range.end });
          }}
          onStartChange={onCheckinPick}
          availability={availability}
          possibleNights={possibleNights}
          isLoading={isLoading}
          details={details}
          onClear={() => onChange(null)}
          onValidate={() => onOpenChange(false)}
          onClose={() => onOpenChange(false)}
        />
      )}
    </ResponsiveOverlay>
  );
}
