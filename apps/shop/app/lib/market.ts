import { type Locale, localeFromAcceptLanguage, marketForPath, marketOf } from '@escale/i18n/core';

export interface MarketContext {
  locale: Locale;
  /** `/fr`, `/be/nl`…; null outside the market paths (`/`, `/be`). */
  marketPath: string | null;
  origin: string;
  isCustomerCare: boolean;
  /** The native app's web view (S-244): `?view=app` turns it on, `?view=web` off; a session cookie keeps it. */
  isAppView: boolean;
}

/** The cookie keeping customer-care mode for the browser session (G-05). */
export const CUSTOMER_CARE_COOKIE = 'escale_mode';

/**
 * Customer-care mode (G-05): `?mode=CUSTOMER_CARE` turns it on and `?mode=PUBLIC` off; in between a
 * session cookie keeps it, so the server renders the same mode as the browser shows.
 */
export function customerCareOf(request: Request): { isCustomerCare: boolean; setCookie?: string } {
  const mode = new URL(request.url).searchParams.get('mode');
  if (mode === 'CUSTOMER_CARE') {
    return { isCustomerCare: true, setCookie: `${CUSTOMER_CARE_COOKIE}=CUSTOMER_CARE; Path=/; SameSite=Lax` };
  }
  if (mode === 'PUBLIC') {
    return { isCustomerCare: false, setCookie: `${CUSTOMER_CARE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` };
  }
  const cookie = request.headers.get('cookie') ?? '';
  return { isCustomerCare: new RegExp(`(?:^|;\\s*)${CUSTOMER_CARE_COOKIE}=CUSTOMER_CARE`).test(cookie) };
}

export const APP_VIEW_COOKIE = 'escale_view';

/** The native app's web view (S-244), kept like customer-care mode for the browser session. */
export function appViewOf(request: Request): { isAppView: boolean; setCookie?: string } {
  const view = new URL(request.url).searchParams.get('view');
  if (view === 'app') return { isAppView: true, setCookie: `${APP_VIEW_COOKIE}=app; Path=/; SameSite=Lax` };
  if (view === 'web')
    return { isAppView: false, setCookie: `${APP_VIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` };
  const cookie = request.headers.get('cookie') ?? '';
  return { isAppView: new RegExp(`(?:^|;\\s*)${APP_VIEW_COOKIE}=app`).test(cookie) };
}

/** The market of a request: its path prefix, else the visitor's Accept-Language. */
export function marketOfRequest(request: Request): MarketContext {
  const url = new URL(request.url);
  const market = marketForPath(url.pathname);
  const locale = market?.locale ?? localeFromAcceptLanguage(request.headers.get('accept-language'));
  return {
    locale,
    marketPath: market?.path ?? null,
    origin: process.env.PUBLIC_ORIGIN ?? url.origin,
    isCustomerCare: customerCareOf(request).isCustomerCare,
    isAppView: appViewOf(request).isAppView,
  };
}

/** The market path of a locale. */
export const marketPathOf = (locale: Locale) => marketOf(locale).path;

export const languageTag = (locale: Locale) => marketOf(locale).tag;
