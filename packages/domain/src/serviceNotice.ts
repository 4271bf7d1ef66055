import type { ApiLocale } from './api/common';

// The customer-service notice (000 §1, §9; S-058): "Have Questions? Call us at {phone}…" with the
// opening hours. Calls cost no more than a local call: geographic numbers, one per country.

/** A phone number as the country writes it, and in international form for `tel:` links. */
export interface ServicePhone {
  /** The national form shown to the visitor: `01 99 00 12 34`. */
  display: string;
  /** E.164: `+33199001234`. */
  international: string;
}

/** Opening hours of one group of days, whole hours in the market's time zone. */
export interface ServiceHours {
  days: 'weekdays' | 'weekend';
  opens: number;
  closes: number;
}

/** Mon-Fri 10h-21h, Sat-Sun 10h-19h (S-058). */
export const SERVICE_HOURS: readonly ServiceHours[] = [
  { days: 'weekdays', opens: 10, closes: 21 },
  { days: 'weekend', opens: 10, closes: 19 },
];

const belgium: ServicePhone = { display: '02 588 12 34', international: '+3225881234' };

const phones: Record<ApiLocale, ServicePhone> = {
  fr_FR: { display: '01 99 00 12 34', international: '+33199001234' },
  es_ES: { display: '910 60 25 47', international: '+34910602547' },
  it_IT: { display: '02 8295 1234', international: '+390282951234' },
  nl_NL: { display: '020 808 1234', international: '+31208081234' },
  fr_BE: belgium,
  nl_BE: belgium,
};

/** The customer-service number of a market; both Belgian languages share Belgium's. */
export function servicePhoneFor(locale: ApiLocale): ServicePhone {
  return phones[locale];
}

/** A `tel:` link to a service number. */
export function telHref(phone: ServicePhone): string {
  return `tel:${phone.international}`;
}
