import type { ApiLocale } from '@escale/domain';
import { marketOf, markets } from '@escale/i18n/core';

/**
 * A page's SEO data (001 §3 pageModel): `path` is the page under a market root (`/stay/12`);
 * a page that cannot be bought any more is not indexed.
 */
export function pageModel(locale: ApiLocale, path: string, pageTitle: string, indexable: boolean) {
  return {
    metaRobots: indexable ? ('index,follow' as const) : ('noindex,follow' as const),
    canonicalUrl: `${marketOf(locale).path}${path}`,
    pageTitle,
    alternateUrls: markets.map((market) => ({ locale: market.locale, url: `${market.path}${path}` })),
  };
}
