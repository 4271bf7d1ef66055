import { marketHref } from '@escale/domain';
import { type Locale, marketOf, markets } from '@escale/i18n/core';
import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  origin: string;
  /** The page's path after the market prefix (`/search`), the same in every market. */
  path: string;
  /** The query string kept in the canonical and alternates (`?flow=gifting&page=2`), if any. */
  search?: string;
  /** A canonical outside the markets (`/be`): no alternates then. */
  canonicalPath?: string;
  /** The page's own robots value, used when the site is indexable ("index, follow" by default). */
  robots?: string;
  image?: string;
  /** rel prev/next and other link tags (S-451). */
  links?: { rel: string; href: string }[];
  /** Whether search engines may index this deployment (S-447): the root loader reads INDEXABLE. */
  indexable: boolean;
}

/** What a loader answers for its page's head: the market, the title and the description. */
export type PageHead = Pick<PageSeo, 'title' | 'description' | 'locale' | 'origin'>;

type RouteMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * The `meta` of a route whose loader answers its head: `seo` reads the rest (its path, robots,
 * image) from the loader's data.
 */
export function headMeta<Page extends PageHead>(
  seo: (page: Page) => Omit<PageSeo, keyof PageHead | 'indexable'>,
) {
  return ({ data: page, matches }: { data: Page | undefined; matches: RouteMatches }): MetaDescriptor[] =>
    page
      ? pageMeta({
          indexable: indexableOf(matches),
          title: page.title,
          description: page.description,
          locale: page.locale,
          origin: page.origin,
          ...seo(page),
        })
      : [];
}

/** The deployment's indexability from the root route's data, for a route's `meta`. */
export function indexableOf(matches: RouteMatches): boolean {
  const root = matches.find((match) => match?.id === 'root')?.data as { indexable?: boolean } | undefined;
  return root?.indexable === true;
}

/**
 * Title, description, canonical, hreflang alternates for the six markets, robots and social tags
 * (S-446, S-447). Robots is "noindex" when the site is not indexable, the page's value otherwise.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const absolute = (path: string) => `${seo.origin}${path}`;
  const inMarket = (marketPath: string) => absolute(`${marketHref(marketPath, seo.path)}${seo.search ?? ''}`);
  const canonical = seo.canonicalPath ? absolute(seo.canonicalPath) : inMarket(marketOf(seo.locale).path);
  const robots = seo.indexable ? (seo.robots ?? 'index, follow') : 'noindex';
  const alternates: MetaDescriptor[] = seo.canonicalPath
    ? []
    : [
        ...markets.map((market) => ({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: market.tag,
          href: inMarket(market.path),
        })),
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute('/') },
      ];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates,
    ...(seo.links ?? []).map((link) => ({ tagName: 'link', rel: link.rel, href: absolute(link.href) })),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: seo.locale },
    { property: 'og:type', content: 'website' },
    ...(seo.image ? [{ property: 'og:image', content: absolute(seo.image) }] : []),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
}

/** What the API says of a page's head (001 §3 pageModel): URLs are paths under each market's root. */
export interface PageModelHead {
  canonicalUrl: string;
  metaRobots: string;
  alternateUrls: readonly { locale: Locale; url: string }[];
}

/**
 * The head of a page whose slug is in each market's language (S-454): the canonical and robots of
 * its page model, and one alternate per language the page model has.
 */
export function pageModelMeta(
  seo: Omit<PageSeo, 'canonicalPath' | 'robots'>,
  pageModel: PageModelHead,
): MetaDescriptor[] {
  const alternate = (hrefLang: string, path: string) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: `${seo.origin}${path}`,
  });
  return [
    ...pageMeta({
      ...seo,
      canonicalPath: pageModel.canonicalUrl,
      robots: pageModel.metaRobots.replace(',', ', '),
    }),
    ...pageModel.alternateUrls.map(({ locale, url }) => alternate(marketOf(locale).tag, url)),
    alternate('x-default', '/'),
  ];
}

/**
 * The rating of a hotel as structured data (001 §2.3): a 0–10 scale, only when it has a score
 * and a review count.
 */
export function ratingStructuredData({
  name,
  score,
  count,
}: {
  name: string;
  score: number | null;
  count: number;
}): MetaDescriptor[] {
  if (score === null || count === 0) return [];
  return [
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name,
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: score,
          reviewCount: count,
          bestRating: 10,
          worstRating: 0,
        },
      },
    },
  ];
}
