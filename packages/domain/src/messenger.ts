import type { ApiLocale } from './api/common';

// The messenger widget of the header (002 §2 Header, §9; S-354, G-26): on only with an app id, in
// Spain or in production; chat hours 9 to 6, Monday to Friday.

/** The chat's opening hours, in the market's time: Monday (1) to Friday (5), 9:00 to 18:00 (G-26). */
export const CHAT_HOURS = { fromDay: 1, toDay: 5, fromHour: 9, toHour: 18 } as const;

/** The longest message a visitor sends at once. */
export const MESSENGER_MESSAGE_MAX = 1000;

/** Whether the widget shows (S-354): an app id exists, and the market is es_ES or the deployment production. */
export function isMessengerEnabled({
  appId,
  locale,
  isProduction,
}: {
  appId: string | null | undefined;
  locale: ApiLocale;
  isProduction: boolean;
}): boolean {
  return Boolean(appId) && (locale === 'es_ES' || isProduction);
}
