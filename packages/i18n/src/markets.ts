/** The six markets of DESIGN.md "Markets, locales and URLs". */
export const locales = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;
export type Locale = (typeof locales)[number];
export type Language = 'fr' | 'es' | 'it' | 'nl';
export type Country = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

export interface Market {
  locale: Locale;
  /** BCP 47 tag for Intl and the `lang` attribute. */
  tag: string;
  /** Path prefix of the market's pages. */
  path: string;
  language: Language;
  country: Country;
  currency: 'EUR';
  /** Time zone for "today" and the 20:00 same-day cutoff of the calendar. */
  timeZone: string;
  /** Lower-case point of sale sent to payment eligibility (002 §7). */
  pointOfSale: string;
}

export const markets: readonly Market[] = [
  {
    locale: 'fr_FR',
    tag: 'fr-FR',
    path: '/fr',
    language: 'fr',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    pointOfSale: 'fr',
  },
  {
    locale: 'es_ES',
    tag: 'es-ES',
    path: '/es',
    language: 'es',
    country: 'ES',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    pointOfSale: 'es',
  },
  {
    locale: 'it_IT',
    tag: 'it-IT',
    path: '/it',
    language: 'it',
    country: 'IT',
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    pointOfSale: 'it',
  },
  {
    locale: 'nl_NL',
    tag: 'nl-NL',
    path: '/nl',
    language: 'nl',
    country: 'NL',
    currency: 'EUR',
    timeZone: 'Europe/Amsterdam',
    pointOfSale: 'nl',
  },
  {
    locale: 'fr_BE',
    tag: 'fr-BE',
    path: '/be/fr',
    language: 'fr',
    country: 'BE',
    currency: 'EUR',
    timeZone: 'Europe/Brussels',
    pointOfSale: 'be',
  },
  {
    locale: 'nl_BE',
    tag: 'nl-BE',
    path: '/be/nl',
    language: 'nl',
    country: 'BE',
    currency: 'EUR',
    timeZone: 'Europe/Brussels',
    pointOfSale: 'be',
  },
];

export const defaultLocale: Locale = 'fr_FR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function marketOf(locale: Locale): Market {
  const market = markets.find((m) => m.locale === locale);
  if (!market) throw new Error(`Unknown locale ${locale}`);
  return market;
}

/** The market whose path prefixes `pathname` (`/be/nl/search` → nl_BE), or undefined. */
export function marketForPath(pathname: string): Market | undefined {
  return [...markets]
    .sort((a, b) => b.path.length - a.path.length)
    .find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
}

/** The path inside its market (`/be/fr/search` → `/search`, `/fr` → `/`); other paths as they are. */
export function pathAfterMarket(pathname: string): string {
  const market = marketForPath(pathname);
  return market ? pathname.slice(market.path.length) || '/' : pathname;
}

/** Countries with more than one language show a language selector (002 §2 Header). */
export function marketsOfCountry(country: Country): Market[] {
  return markets.filter((m) => m.country === country);
}

/**
 * Picks a market from an Accept-Language header for the `/` redirect.
 * `nl-BE` → nl_BE, `nl` → nl_NL, `fr-CH` → fr_FR; nothing usable → fr_FR.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { range: range.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((r) => r.range && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { range } of ranges) {
    const exact = markets.find((m) => m.tag.toLowerCase() === range);
    if (exact) return exact.locale;
    const language = range.split('-')[0];
    const home = markets.find((m) => m.language === language && m.country !== 'BE');
    if (home) return home.locale;
  }
  return defaultLocale;
}
