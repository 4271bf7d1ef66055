import { type ApiLocale, marketHref, type Route } from '@escale/domain';
import { marketOf, markets } from '@escale/i18n/core';

/**
 * A page's SEO data (001 §3 pageModel): `route` is the page under a market root (`/stay/12`);
 * a page that cannot be bought any more is not indexed.
 */
export function pageModel(locale: ApiLocale, route: Route, pageTitle: string, indexable: boolean) {
  return {
    metaRobots: indexable ? ('index,follow' as const) : ('noindex,follow' as const),
    canonicalUrl: marketHref(marketOf(locale).path, route),
    pageTitle,
    alternateUrls: markets.map((market) => ({ locale: market.locale, url: marketHref(market.path, route) })),
  };
}
