import type { AvailabilityMap, Clock, PossibleNights } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import {
  Modal,
  ModalContent,
  ModalTrigger,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Skeleton,
  useBreakpoint,
} from '@escale/ui';
import type { RangeCalendarValue } from '@escale/ui/RangeCalendar';
import { CalendarDays } from 'lucide-react';
import { Suspense } from 'react';
import { DESKTOP_CALENDAR, LazyRangeCalendar } from '../DatesField/lazyCalendar';
import { FieldTrigger } from '../SearchBox/SearchField';
import * as styles from './BookingPanel.css';

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
}: BookingDatesProps) {
  const t = useT();
  const format = useFormat();
  const isMobile = useBreakpoint() === 'mobile';
  const value: RangeCalendarValue | null = checkin && checkout ? { start: checkin, end: checkout } : null;

  const calendar = (
    <Suspense
      fallback={
        <Skeleton
          shape="rect"
          width={isMobile ? '100%' : DESKTOP_CALENDAR.width}
          height={isMobile ? '100%' : DESKTOP_CALENDAR.height}
        />
      }
    >
      <LazyRangeCalendar
        today={today.today}
        hour={today.hour}
        value={value}
        onChange={(range) => {
          if (range) onChange({ checkin: range.start, checkout: range.end });
        }}
        onStartChange={onCheckinPick}
        availability={availability}
        possibleNights={possibleNights}
        isLoading={isLoading}
        layout={isMobile ? 'mobile' : 'desktop'}
        showActions
        onClear={() => onChange(null)}
        onValidate={() => onOpenChange(false)}
        onClose={() => onOpenChange(false)}
      />
    </Suspense>
  );

  const trigger = (
    <FieldTrigger
      icon={<CalendarDays size={20} />}
      label={t('dates.label')}
      value={value ? format.dateRange(value.start, value.end) : t('dates.placeholder')}
      isPlaceholder={!value}
    />
  );

  if (isMobile) {
    return (
      <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
        <ModalTrigger asChild>{trigger}</ModalTrigger>
        <ModalContent title={t('calendar.title')} isFullScreenOnMobile>
          <div className={styles.sheet}>
            <div className={styles.sheetCalendar}>{calendar}</div>
          </div>
        </ModalContent>
      </Modal>
    );
  }
  return (
    <Popover isOpen={isOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent label={t('calendar.title')}>
        <div className={styles.dropdownCalendar}>{calendar}</div>
      </PopoverContent>
    </Popover>
  );
}
