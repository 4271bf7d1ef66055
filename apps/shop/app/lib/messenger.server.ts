import { isMessengerEnabled } from '@escale/domain';
import type { Locale } from '@escale/i18n';

/**
 * The messenger's app id where its widget shows (S-354): `MESSENGER_APP_ID`, the local stand-in's
 * by default (an empty value turns it off), in es_ES, or everywhere in production (INDEXABLE=true).
 */
export function messengerAppIdOf(locale: Locale): string | null {
  const appId = process.env.MESSENGER_APP_ID ?? 'escale-local';
  const isProduction = process.env.INDEXABLE === 'true';
  return isMessengerEnabled({ appId, locale, isProduction }) ? appId : null;
}
