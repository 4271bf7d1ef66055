/** `auto` shows cents only when there are some; `whole` rounds up to the unit; `cents` always shows two decimals. */
export type PriceDigits = 'auto' | 'whole' | 'cents';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, showCents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${showCents}`;
  let format = formats.get(key);
  if (!format) {
    const fractionDigits = showCents ? 2 : 0;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in cents as the locale writes it: `89 €` (fr-FR), `€ 89` (nl-NL). `whole` rounds up,
 * as card and per-night prices do (000 §9).
 */
export function formatMoney(cents: number, locale: string, currency: string, digits: PriceDigits): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount: ${cents}`);
  const showCents = digits === 'cents' || (digits === 'auto' && cents % 100 !== 0);
  const units = digits === 'whole' ? Math.ceil(cents / 100) : cents / 100;
  return currencyFormat(locale, currency, showCents).format(units);
}
