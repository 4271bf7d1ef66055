import {
  articlesQuerySchema,
  articlesResponseSchema,
  contentPageQuerySchema,
  contentPageSchema,
  contentQuerySchema,
  DESTINATION_KEYS,
  giftBlockResponseSchema,
  homeContentSchema,
  ideasSchema,
  landingPageSchema,
  searchPageContentSchema,
  searchPageQuerySchema,
  sitemapSchema,
} from '@escale/domain';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { articles } from '../cms/articles';
import { contentPage } from '../cms/contentPages';
import { giftContent } from '../cms/giftBlock';
import { homeContent } from '../cms/homepage';
import { ideas } from '../cms/ideas';
import { landingPage } from '../cms/landings';
import { resolvePlace } from '../cms/places';
import { searchPageContent } from '../cms/searchPage';
import { sitemapOf } from '../cms/sitemap';
import { ApiError } from '../http/errors';
import { cached } from '../search/offers';

const CONTENT = 'public, max-age=3600, stale-while-revalidate=86400';

/** The content service (`/content`): gift block, articles, home, search-page content and own pages. */
export const registerContent: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/content/ideas',
      operationId: 'ideas',
      summary:
        'The weekend ideas page (001 §2.9, G-52): title, intro, sections of ideas (label, url, cover) by theme, city and gift, and the regions to search',
      tag: 'content',
      query: contentQuerySchema,
      response: ideasSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => cached(deps.search, 'ideas', query, () => ideas(deps.search, query.locale)),
  );
  registry.add(
    {
      method: 'get',
      path: '/api/sitemap',
      operationId: 'sitemap',
      summary:
        'The pages of a market search engines may index: the homes, city landings, stays and hotels on sale, e-boxes and Escale’s own pages, each with the same page in the other markets (paths under the origin)',
      tag: 'content',
      query: contentQuerySchema,
      response: sitemapSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => sitemapOf(deps, query.locale),
  );
  registry.add(
    {
      method: 'get',
      path: '/content/landing/:slug{[a-z0-9-]{1,80}}',
      operationId: 'landingPage',
      summary:
        'A landing page by its slug in the market’s language (001 §2.2, S-384, S-385): its metadata and its blocks in order (top bar, jumbotron promo, main USP list, top search results of a URL segment, promo cards, best boxes), each with its colours, call to action and countdown; 404 for a slug the market does not have',
      tag: 'content',
      params: z.object({ slug: z.string() }),
      query: contentPageQuerySchema,
      response: landingPageSchema,
      errors: [404],
      cacheControl: CONTENT,
    },
    ({ params, query }) => {
      const page = landingPage(deps.search, query.locale, params.slug);
      if (!page)
        throw new ApiError(404, 'NOT_FOUND', 'Landing not found', [
          { path: 'slug', message: `No landing ${params.slug}` },
        ]);
      return page;
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/content/pages/:slug{[a-z0-9-]{1,80}}',
      operationId: 'contentPage',
      summary:
        'One of Escale’s own pages (sales and usage terms, data protection, privacy, cookies, partner signup, press room) by its slug in the market’s language: title, description, sections and its alternates in the other markets; 404 for a slug the market does not have',
      tag: 'content',
      params: z.object({ slug: z.string() }),
      query: contentPageQuerySchema,
      response: contentPageSchema,
      errors: [404],
      cacheControl: CONTENT,
    },
    ({ params, query }) => {
      const page = contentPage(query.locale, params.slug);
      if (!page)
        throw new ApiError(404, 'NOT_FOUND', 'Page not found', [
          { path: 'slug', message: `No page ${params.slug}` },
        ]);
      return page;
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/content/giftBlock',
      operationId: 'giftBlock',
      summary:
        'The gift content of the locale (S-495): title, subtitle, images and the URLs of its cards; a card without URL is left out',
      tag: 'content',
      query: contentQuerySchema,
      response: giftBlockResponseSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => giftContent(query.locale),
  );
  registry.add(
    {
      method: 'get',
      path: '/content/articles',
      operationId: 'articles',
      summary: 'Marketing articles, the market’s country first (G-14): link, title, cover',
      tag: 'content',
      query: articlesQuerySchema,
      response: articlesResponseSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => articles(query.locale, query.limit),
  );
  registry.add(
    {
      method: 'get',
      path: '/content/homepage',
      operationId: 'homepage',
      summary: 'The home content per flow (S-476): SEO data, jumbotron and top-search-results blocks',
      tag: 'content',
      query: contentQuerySchema,
      response: homeContentSchema,
      cacheControl: CONTENT,
    },
    ({ query }) => cached(deps.search, 'homepage', query, () => homeContent(deps.search, query.locale)),
  );
  registry.add(
    {
      method: 'get',
      path: '/content/search-page.json',
      operationId: 'searchPage',
      summary:
        'The header image, title, subtitle, SEO text and suggestion links of a search page, for a flow and at most one destination (404 for an unknown one)',
      tag: 'content',
      query: searchPageQuerySchema,
      response: searchPageContentSchema,
      errors: [404],
      cacheControl: CONTENT,
    },
    ({ query }) => {
      const keys = DESTINATION_KEYS.filter((key) => query[key] !== undefined);
      if (keys.length > 1) {
        throw new ApiError(
          400,
          'BAD_REQUEST',
          `Invalid request: ${keys.join(', ')}`,
          keys.map((key) => ({ path: key, message: 'At most one destination at a time' })),
        );
      }
      const key = keys[0];
      const id = key === undefined ? undefined : query[key];
      const place = key === undefined || id === undefined ? null : resolvePlace(deps.search, key, id);
      return cached(deps.search, 'search-page', { locale: query.locale, flow: query.flow, key, id }, () =>
        searchPageContent(deps.search, query.locale, query.flow, place),
      );
    },
  );
};
