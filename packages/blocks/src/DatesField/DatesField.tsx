import { type Clock, type DateShortcut, dateShortcuts, type SearchCriteria, withDates } from '@escale/domain';
import { useFormat, useLocale, useT } from '@escale/i18n';
import { motion } from '@escale/tokens';
import { Button, ResponsiveOverlay } from '@escale/ui';
import { CalendarDays } from '@escale/ui/icons';
import type { RangeCalendarValue } from '@escale/ui/RangeCalendar';
import { useEffect, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { FieldTrigger } from '../SearchBox/SearchField';
import { LazyStayCalendar } from '../StayCalendar/LazyStayCalendar';
import * as styles from './DatesField.css';

export interface DatesFieldProps {
  criteria: SearchCriteria;
  /** Called with the new dates: a completed range, a shortcut, or none and flexible after Clear. */
  onChange: (criteria: SearchCriteria) => void;
  /** Today and the hour in the market's time zone: the first selectable day (S-109, S-110). */
  today: Clock;
  /** Controlled open state, so a submit can open the calendar (S-033). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The dates selector: a dropdown with two months from the tablet breakpoint, a full-screen modal
 * with the scrolling months on mobile (S-100). The calendar loads on first open. A completed range
 * closes it after 1000 ms (S-108); closing with only a checkin keeps the earlier dates (S-107);
 * Clear removes both and marks flexible dates (S-035, S-105). es_ES, fr_FR, fr_BE and nl_BE show
 * popular-date shortcuts (S-124).
 */
export function DatesField({
  criteria,
  onChange,
  today,
  isOpen,
  defaultOpen,
  onOpenChange,
}: DatesFieldProps) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const [open, setOpen] = useControlledState(isOpen, defaultOpen ?? false, onOpenChange);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelAutoClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const changeOpen = (next: boolean) => {
    cancelAutoClose();
    setOpen(next);
  };
  const closeSoon = () => {
    cancelAutoClose();
    closeTimer.current = setTimeout(() => setOpen(false), motion.calendarAutoClose);
  };

  const { checkin, checkout } = criteria;
  const value: RangeCalendarValue | null = checkin && checkout ? { start: checkin, end: checkout } : null;
  const choose = (range: RangeCalendarValue | null) => {
    if (!range) return;
    onChange(withDates(criteria, range.start, range.end));
    closeSoon();
  };
  // Clearing both dates, or saying so, is the choice of flexible dates (S-035).
  const chooseFlexible = () => onChange(withDates(criteria, null, null));
  const applyShortcut = (shortcut: DateShortcut) =>
    choose({ start: shortcut.checkin, end: shortcut.checkout });

  const shortcuts = dateShortcuts(locale, today);
  const intro = (
    <>
      <div className={styles.intro}>
        <p className={styles.info}>{t('dates.info')}</p>
        <Button
          variant="ghost"
          size="small"
          onPress={() => {
            chooseFlexible();
            changeOpen(false);
          }}
        >
          {t('dates.flexible')}
        </Button>
      </div>
      {shortcuts.length ? (
        <fieldset className={styles.shortcuts}>
          <legend className={styles.shortcutsTitle}>{t('dates.shortcuts')}</legend>
          {shortcuts.map((shortcut) => (
            <Button
              key={shortcut.name}
              variant="outline"
              tone="neutral"
              size="small"
              onPress={() => applyShortcut(shortcut)}
            >
              {`${t(`dates.shortcut.${shortcut.name}`)} · ${format.dateRange(shortcut.checkin, shortcut.checkout)}`}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </>
  );
  const trigger = (
    <FieldTrigger
      icon={<CalendarDays size={20} />}
      label={t('dates.label')}
      value={
        checkin && checkout
          ? format.dateRange(checkin, checkout)
          : t(criteria.flexible ? 'dates.flexible' : 'dates.placeholder')
      }
      isPlaceholder={!value && !criteria.flexible}
    />
  );

  return (
    <ResponsiveOverlay isOpen={open} onOpenChange={changeOpen} trigger={trigger} title={t('calendar.title')}>
      {(layout) => (
        <>
          {intro}
          <LazyStayCalendar
            layout={layout}
            today={today}
            value={value}
            onChange={choose}
            onStartChange={cancelAutoClose}
            onClear={chooseFlexible}
            onValidate={() => changeOpen(false)}
            onClose={() => changeOpen(false)}
          />
        </>
      )}
    </ResponsiveOverlay>
  );
}
