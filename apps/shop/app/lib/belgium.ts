import { marketOf } from '@escale/i18n/core';
import type { MarketContext } from './market';

// The Belgian splash (G-07): /be lets the visitor choose Dutch or French; the language of the last
// Belgian page visited is remembered, and later visits to /be (or / from Belgium) go straight there.

const COOKIE = 'escale_be';
const ONE_YEAR = 60 * 60 * 24 * 365;

export type BelgianLanguage = 'fr' | 'nl';

/** The language of a Belgian market page, or null elsewhere. */
export function belgianLanguageOf(market: MarketContext): BelgianLanguage | null {
  if (!market.marketPath) return null;
  const { country, language } = marketOf(market.locale);
  return country === 'BE' && (language === 'fr' || language === 'nl') ? language : null;
}

export const belgianChoiceCookie = (language: BelgianLanguage) =>
  `${COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax`;

/** The language chosen earlier, from the request's cookie. */
export function belgianChoiceOf(request: Request): BelgianLanguage | null {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=(fr|nl)`).exec(request.headers.get('cookie') ?? '')?.[1];
  return value === 'fr' || value === 'nl' ? value : null;
}
