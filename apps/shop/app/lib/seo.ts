import { type Locale, marketOf, markets } from '@escale/i18n/core';
import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  origin: string;
  /** The page's path after the market prefix (`/search`), the same in every market. */
  path: string;
  /** The full query string kept in the canonical (`?flow=gifting&page=2`), if any. */
  search?: string;
  robots?: string;
  image?: string;
}

/**
 * Title, description, canonical, hreflang alternates for the six markets, robots and social tags
 * (S-446, S-447). Robots is "noindex" when the site is not indexable (INDEXABLE != "true").
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const market = marketOf(seo.locale);
  const url = (path: string) => `${seo.origin}${path === '/' ? '' : path}`;
  const canonical = url(`${market.path}${seo.path === '/' ? '' : seo.path}${seo.search ?? ''}`);
  const indexable = process.env.INDEXABLE === 'true';
  const robots = indexable ? (seo.robots ?? 'index, follow') : 'noindex';
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...markets.map((m) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: m.tag,
      href: url(`${m.path}${seo.path === '/' ? '' : seo.path}`),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('/') },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: seo.locale },
    { property: 'og:type', content: 'website' },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
