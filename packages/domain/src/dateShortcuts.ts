import type { ApiLocale } from './api/common';
import { type Clock, isBookableCheckin } from './criteria';
import { addDays, dayOfWeek } from './isoDate';

// Popular-date shortcuts of the calendar (000 §4 Calendar, 002 §4, S-124…S-126, G-37): buttons
// that apply a date pair. Weekend shortcuts use Saturday to Sunday in weeks starting on Monday;
// campaign shortcuts are dated configuration per country and never show once their dates are past.

/** S-124: the locales that show shortcuts. */
export const DATE_SHORTCUT_LOCALES = [
  'es_ES',
  'fr_FR',
  'fr_BE',
  'nl_BE',
] as const satisfies readonly ApiLocale[];

/** What a shortcut is called; its label is the message `dates.shortcut.<name>`. */
export type DateShortcutName =
  | 'thisWeekend'
  | 'nextWeekend'
  | 'easter'
  | 'ascension'
  | 'assumption'
  | 'constitution';

export interface DateShortcut {
  name: DateShortcutName;
  checkin: string;
  checkout: string;
}

type CampaignCountry = 'ES' | 'FR' | 'BE';

/** S-126, G-37: the fixed 2024 campaign shortcuts of Spain, France and Belgium. */
export const CAMPAIGN_DATE_SHORTCUTS: Readonly<Record<CampaignCountry, readonly DateShortcut[]>> = {
  ES: [
    { name: 'easter', checkin: '2024-03-28', checkout: '2024-03-31' },
    { name: 'constitution', checkin: '2024-12-06', checkout: '2024-12-08' },
  ],
  FR: [
    { name: 'ascension', checkin: '2024-05-09', checkout: '2024-05-12' },
    { name: 'assumption', checkin: '2024-08-15', checkout: '2024-08-18' },
  ],
  BE: [
    { name: 'easter', checkin: '2024-03-30', checkout: '2024-04-01' },
    { name: 'ascension', checkin: '2024-05-09', checkout: '2024-05-12' },
  ],
};

const SATURDAY_IN_WEEK = 5;

/**
 * S-125: this week's and next week's Saturday-to-Sunday, weeks starting on Monday, each only while
 * its Saturday can still be a checkin (so on a Sunday, or a Saturday from 20:00, only next weekend).
 */
export function weekendShortcuts(clock: Clock): DateShortcut[] {
  const saturday = addDays(clock.today, SATURDAY_IN_WEEK - dayOfWeek(clock.today));
  const weekends: DateShortcut[] = [
    { name: 'thisWeekend', checkin: saturday, checkout: addDays(saturday, 1) },
    { name: 'nextWeekend', checkin: addDays(saturday, 7), checkout: addDays(saturday, 8) },
  ];
  return weekends.filter((weekend) => isBookableCheckin(weekend.checkin, clock));
}

/**
 * S-124…S-126: the shortcuts a locale shows today: none outside es_ES, fr_FR, fr_BE and nl_BE; else
 * the weekends, then the country's campaigns whose checkin is still bookable (G-37).
 */
export function dateShortcuts(locale: ApiLocale, clock: Clock): DateShortcut[] {
  if (!(DATE_SHORTCUT_LOCALES as readonly ApiLocale[]).includes(locale)) return [];
  const country = locale.slice(-2) as CampaignCountry;
  const campaigns = CAMPAIGN_DATE_SHORTCUTS[country].filter((campaign) =>
    isBookableCheckin(campaign.checkin, clock),
  );
  return [...weekendShortcuts(clock), ...campaigns];
}
