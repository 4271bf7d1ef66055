import { SERVICE_HOURS, servicePhoneFor, telHref } from '@escale/domain';
import { useLocale, useT } from '@escale/i18n';
import { Link, Text } from '@escale/ui';
import { Clock, Phone } from '@escale/ui/icons';
import * as styles from './ServiceNotice.css';

/** Stands for the phone number while the sentence is split around it. */
const PHONE_SLOT = '\uE000';

function hoursOf(days: 'weekdays' | 'weekend') {
  const hours = SERVICE_HOURS.find((entry) => entry.days === days);
  if (!hours) throw new Error(`No service hours for ${days}`);
  return hours;
}

/**
 * The customer-service notice (000 §1, S-058): "Have Questions? Call us at {phone} with any
 * inquiries. No extra cost." with the market's number as a `tel:` link, and the opening hours.
 */
export function ServiceNotice() {
  const t = useT();
  const phone = servicePhoneFor(useLocale());
  const [before, after] = t('serviceNotice.text', { phone: PHONE_SLOT }).split(PHONE_SLOT);
  const weekdays = hoursOf('weekdays');
  const weekend = hoursOf('weekend');
  return (
    <section className={styles.root} aria-label={t('serviceNotice.label')}>
      <div className={styles.line}>
        <span className={styles.icon} aria-hidden="true">
          <Phone size={18} />
        </span>
        <Text tone="info">
          {before}
          <span className={styles.phone}>
            <Link href={telHref(phone)}>{phone.display}</Link>
          </span>
          {after}
        </Text>
      </div>
      <div className={styles.line}>
        <span className={styles.icon} aria-hidden="true">
          <Clock size={18} />
        </span>
        <Text size="small" tone="info">
          {t('serviceNotice.hours', {
            weekdaysOpen: weekdays.opens,
            weekdaysClose: weekdays.closes,
            weekendOpen: weekend.opens,
            weekendClose: weekend.closes,
          })}
        </Text>
      </div>
    </section>
  );
}
