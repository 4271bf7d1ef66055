import type { GiftCalendarMonth, GiftDayStatus } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Heading, Link } from '@escale/ui';
import { Gift } from '@escale/ui/icons';
import * as styles from './GiftCalendar.css';

export interface GiftCalendarProps {
  /** The months shown, each day with its status (S-268): 1 on mobile, 2 on desktop (001 §9). */
  months: readonly GiftCalendarMonth[];
  /**
   * The beneficiary's calendar: each day that is not notAvailable is a radio of this name in the
   * page's form, its value the date. Without it the calendar is read only.
   */
  name?: string;
  /** The chosen day; with `onChange` the radios are controlled. */
  value?: string | null;
  onChange?: (date: string) => void;
  /** The title; "Gift calendar" by default. */
  title?: string;
  /** The gift card page, offered under the buyer's calendar where the market has it (S-397). */
  giftCardHref?: string;
}

/** With radios, the months are one group, named by the calendar's title. */
const choiceGroup = { role: 'radiogroup', 'aria-labelledby': 'gift-calendar-title' } as const;

/**
 * The gift calendar of the gifting stay page (001 §3, §4 Calendar day status; S-268): the days the
 * gift covers, those that ask a supplement (shown) and those without a stay of the gift's nights.
 * Read only for the buyer; with `name`, the beneficiary chooses a day among those it covers or asks a
 * supplement for, with the arrow keys as in any radio group.
 */
export function GiftCalendar({ months, name, value, onChange, title, giftCardHref }: GiftCalendarProps) {
  const t = useT();
  const format = useFormat();
  const statusText = (status: GiftDayStatus) =>
    status.status === 'supplement'
      ? t('giftSetup.supplement', { amount: format.price(status.supplement) })
      : t(status.status === 'included' ? 'giftSetup.included' : 'giftSetup.notAvailable');
  return (
    <section className={styles.calendar} aria-labelledby="gift-calendar-title">
      <Heading level={3} id="gift-calendar-title">
        {title ?? t('giftSetup.calendar')}
      </Heading>
      <ul className={styles.legend}>
        {(['included', 'supplement', 'notAvailable'] as const).map((status) => (
          <li key={status} data-status={status} className={styles.legendItem}>
            {t(`giftSetup.${status}` as const, { amount: '' })}
          </li>
        ))}
      </ul>
      <div className={styles.months} {...(name ? choiceGroup : {})}>
        {months.map(({ month, days }) => {
          // Monday first: the first day's column.
          const offset = (new Date(`${month}-01T12:00:00Z`).getUTCDay() + 6) % 7;
          return (
            <div key={month} data-month={month} className={styles.month}>
              <p className={styles.monthTitle}>{format.date(`${month}-01`, 'month')}</p>
              <ol className={styles.days}>
                {days.map(({ date, status }, index) => {
                  const label = `${format.date(date, 'long')}: ${statusText(status)}`;
                  const face = (
                    <>
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      {status.status === 'supplement' ? (
                        <span aria-hidden="true" className={styles.supplement}>
                          +{format.price(status.supplement)}
                        </span>
                      ) : null}
                    </>
                  );
                  const isChoice = name !== undefined && status.status !== 'notAvailable';
                  return (
                    <li
                      key={date}
                      className={styles.day}
                      data-status={status.status}
                      style={index === 0 ? { gridColumnStart: offset + 1 } : undefined}
                      aria-label={isChoice ? undefined : label}
                    >
                      {isChoice ? (
                        <label className={styles.choice}>
                          <input
                            type="radio"
                            className={styles.radio}
                            name={name}
                            value={date}
                            aria-label={label}
                            {...(onChange
                              ? { checked: value === date, onChange: () => onChange(date) }
                              : { defaultChecked: value === date })}
                          />
                          {face}
                        </label>
                      ) : (
                        face
                      )}
                    </li>
                  );
                })}
              </ol>
            </div>
          );
        })}
      </div>
      {giftCardHref ? (
        <p className={styles.giftCardBanner}>
          <Gift size={20} aria-hidden="true" />
          <span>
            {t('giftSetup.giftCardBanner')}{' '}
            <Link href={giftCardHref}>{t('giftSetup.giftCardBannerLink')}</Link>
          </span>
        </p>
      ) : null}
    </section>
  );
}
