import { type Locale, localeFromAcceptLanguage, marketForPath, marketOf } from '@escale/i18n/core';

export interface MarketContext {
  locale: Locale;
  /** `/fr`, `/be/nl`…; null outside the market paths (`/`, `/be`). */
  marketPath: string | null;
  origin: string;
  /** Customer-care mode as far as the server knows (the URL); useRootData adds what the tab keeps. */
  isCustomerCare: boolean;
  /** The native app's web view (S-244): `?view=app` turns it on, `?view=web` off; a session cookie keeps it. */
  isAppView: boolean;
}

/** Whether the request's URL turns customer-care mode on; the tab keeps it afterwards (customerCareMode.ts). */
const isCustomerCareUrl = (url: URL) => url.searchParams.get('mode') === 'CUSTOMER_CARE';

export const APP_VIEW_COOKIE = 'escale_view';

/** The native app's web view (S-244), kept by a session cookie for the browser session. */
export function appViewOf(request: Request): { isAppView: boolean; setCookie?: string } {
  const view = new URL(request.url).searchParams.get('view');
  if (view === 'app')
    return { isAppView: true, setCookie: `${APP_VIEW_COOKIE}=app; Path=/; HttpOnly; SameSite=Lax` };
  if (view === 'web')
    return { isAppView: false, setCookie: `${APP_VIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
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
    isCustomerCare: isCustomerCareUrl(url),
    isAppView: appViewOf(request).isAppView,
  };
}

/** The market path of a locale. */
export const marketPathOf = (locale: Locale) => marketOf(locale).path;

export const languageTag = (locale: Locale) => marketOf(locale).tag;
