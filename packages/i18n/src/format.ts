import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { type CompiledMessage, compiledMessagesFor, type MessageId } from './catalog';
import { type Locale, marketOf } from './markets';

export type PriceDigits = 'auto' | 'whole' | 'cents';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A price in cents as the locale writes euros: `89 €` (fr, es, it), `€ 89` (nl).
 * `auto` shows cents only when there are some; `whole` rounds up to the euro, as the spec's
 * card and per-night prices do (000 §9); `cents` always shows two decimals.
 */
export function formatPrice(cents: number, locale: Locale, digits: PriceDigits = 'auto'): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount: ${cents}`);
  const showCents = digits === 'cents' || (digits === 'auto' && cents % 100 !== 0);
  const euros = digits === 'whole' ? Math.ceil(cents / 100) : cents / 100;
  return numberFormat(marketOf(locale).tag, {
    style: 'currency',
    currency: marketOf(locale).currency,
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: showCents ? 2 : 0,
  }).format(euros);
}

/** A review score with one decimal and a decimal comma: `8,5` (000 §5, 002 §3). */
export function formatScore(score: number, locale: Locale): string {
  return numberFormat(marketOf(locale).tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.floor(score * 10 + 1e-9) / 10);
}

/** A distance in rounded kilometres: `12 km` (001 §9). */
export function formatDistance(km: number, locale: Locale): string {
  return numberFormat(marketOf(locale).tag, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 0,
  }).format(Math.round(km));
}

export type MessageValues = Record<string, string | number | Date>;

const formatters = new WeakMap<MessageFormatElement[], IntlMessageFormat>();

/**
 * A compiled message with its values: a text as it is, an AST through intl-messageformat (one
 * formatter per AST, as building one costs more than formatting with it).
 */
export function formatCompiled(locale: Locale, message: CompiledMessage, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  let formatter = formatters.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, marketOf(locale).tag);
    formatters.set(message, formatter);
  }
  return String(formatter.format(values));
}

/** Formats one message of a locale's catalog outside React. */
export function translate(locale: Locale, id: MessageId, values?: MessageValues): string {
  return formatCompiled(locale, compiledMessagesFor(locale)[id], values);
}

/** A price per person for activity offers: `45 € / pers` (000 §3). */
export function formatPerPerson(cents: number, locale: Locale): string {
  return `${formatPrice(cents, locale, 'whole')} ${translate(locale, 'price.perPerson')}`;
}

export type DateStyle = 'short' | 'medium' | 'long' | 'weekday' | 'month';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  month: { month: 'long', year: 'numeric' },
};

function utcDate(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return new Date(`${isoDate}T00:00:00Z`);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and style: building one costs more than many uses of it. */
function dateFormat(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(marketOf(locale).tag, { ...dateOptions[style], timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar date (`YYYY-MM-DD`, no time zone) in the locale's words. */
export function formatDate(isoDate: string, locale: Locale, style: DateStyle = 'medium'): string {
  return dateFormat(locale, style).format(utcDate(isoDate));
}

/** A stay's dates as one range: `12 – 14 juin`. */
export function formatDateRange(checkin: string, checkout: string, locale: Locale): string {
  return dateFormat(locale, 'medium').formatRange(utcDate(checkin), utcDate(checkout));
}
