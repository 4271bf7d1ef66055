import { CARD_NUMBER_MAX_DIGITS } from '@escale/domain';

// The card fields as they are typed: digits only, grouped as printed on the card. The checks are
// the domain's (`cardFieldIssue`), the ones the provider makes.

/** Only the digits of what was typed. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** A card number as it is typed: digits only, in groups of 4 (`4242 4242 4242 4242`). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as it is typed: `MM/YY`, the slash added after the month once the year starts. */
export function formatCardExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A security code as it is typed: up to 4 digits. */
export function formatCardCvc(text: string): string {
  return digitsOf(text).slice(0, 4);
}
