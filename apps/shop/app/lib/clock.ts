import { type Clock, todayInTimeZone } from '@escale/domain';
import { type Locale, marketOf } from '@escale/i18n';

/** Today and the hour in the market's time zone: the calendar's and the hash's "now" (S-046, S-110). */
export function marketClock(locale: Locale, now = new Date()): Clock {
  const { date, hour } = todayInTimeZone(now, marketOf(locale).timeZone);
  return { today: date, hour };
}
