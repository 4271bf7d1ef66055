import { chooseActivityDate, chosenActivityDate, type ProductQuote } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Select } from '@escale/ui';
import { CircleAlert } from '@escale/ui/icons';
import { type Ref, useId } from 'react';
import { fieldErrorSlot } from '../styles/fieldMessages.css';
import * as styles from './BookingPanel.css';

export interface ActivityDatesProps {
  activities: ProductQuote['activityDates'];
  /** The chosen `{activityId}_{date}` values. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** Shows "Please choose your activity dates." under the selectors (S-239). */
  showsError: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One date selector per activity of the quote, its days written in the locale's words. A choice
 * replaces the activity's earlier one, matched by the id before the underscore (S-240).
 */
export function ActivityDates({ activities, value, onChange, showsError, ref }: ActivityDatesProps) {
  const t = useT();
  const format = useFormat();
  const errorId = useId();
  return (
    <fieldset
      ref={ref}
      className={styles.group}
      aria-describedby={showsError ? errorId : undefined}
      data-invalid={showsError || undefined}
    >
      <legend className={styles.legend}>{t('booking.activityDates')}</legend>
      {activities.map((activity) => (
        <div key={activity.activityId} data-activity-id={activity.activityId}>
          <Select
            label={activity.title}
            placeholder={t('booking.activityDatePlaceholder')}
            options={activity.dates.map((day) => ({
              value: day.value,
              label: format.date(day.date, 'weekday'),
            }))}
            value={chosenActivityDate(activity, value) ?? ''}
            onChange={(next) => {
              if (next) onChange(chooseActivityDate(value, next));
            }}
          />
        </div>
      ))}
      <div role="alert" id={errorId} className={fieldErrorSlot}>
        {showsError ? (
          <>
            <span className={styles.errorIcon} aria-hidden="true">
              <CircleAlert size={16} />
            </span>
            {t('booking.chooseActivityDates')}
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
