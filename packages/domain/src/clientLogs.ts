import type { ClientLog } from './api/logs';

// What the shop logs of its client errors (002 §7, §9), sent to the gateway logs endpoint.

/** A logged message is cut at 256 characters (002 §9). */
export const LOG_MESSAGE_MAX = 256;

export const logLevels = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Where the shop's client errors are logged (002 §7). */
export const CLIENT_ERROR_LOCATION = 'application.client.error';
/** Where a failed checkout start, order or wallet payment is logged (S-335, S-343). */
export const CHECKOUT_ERROR_LOCATION = 'application.client.checkout';

/** The message as it is sent: cut at 256 characters (002 §9), never inside a surrogate pair. */
export function logMessage(message: string): string {
  const cut = message.slice(0, LOG_MESSAGE_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** What an error says: its message, or the thrown value itself. */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The log line of a client error (S-458, 002 §7, §9): level ERROR, the locale, the location
 * (`application.client.error` unless a flow names its own) and the message cut at 256 characters.
 */
export function clientErrorLog(
  locale: ClientLog['locale'],
  error: unknown,
  location: string = CLIENT_ERROR_LOCATION,
): ClientLog {
  return { level: 'ERROR', locale, location, message: logMessage(errorText(error)) || 'Error' };
}
