import {
  defaultLocale,
  type Locale,
  localeFromAcceptLanguage,
  marketForPath,
  marketOf,
} from '@escale/i18n/core';

export interface MarketContext {
  locale: Locale;
  /** `/fr`, `/be/nl`…; null outside the market paths (`/`, `/be`, unknown paths). */
  marketPath: string | null;
  origin: string;
  isCustomerCare: boolean;
}

/** The market of a request: its path prefix, else the visitor's Accept-Language. */
export function marketOfRequest(request: Request): MarketContext {
  const url = new URL(request.url);
  const market = marketForPath(url.pathname);
  const locale =
    market?.locale ?? localeFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
  return {
    locale,
    marketPath: market?.path ?? null,
    origin: process.env.PUBLIC_ORIGIN ?? url.origin,
    isCustomerCare: url.searchParams.get('mode') === 'CUSTOMER_CARE',
  };
}

/** A path inside the current market: `marketHref('/fr', '/search')` → `/fr/search`. */
export function marketHref(marketPath: string, path: string): string {
  return path === '/' ? marketPath : `${marketPath}${path}`;
}

export const languageTag = (locale: Locale) => marketOf(locale).tag;
