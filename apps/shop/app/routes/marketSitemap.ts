import { isLocale } from '@escale/i18n/core';
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet } from '../lib/api';
import { CACHE_POLICIES } from '../lib/cachePolicy';
import { marketOfRequest } from '../lib/market';
import { urlSetXml } from '../lib/sitemapXml';

/** /sitemaps/{locale}.xml: a market's indexable pages with their alternates in the other markets. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = /^(.+)\.xml$/.exec(params.file ?? '')?.[1];
  if (!isLocale(locale)) return new Response('No such sitemap', { status: 404 });
  const { origin } = marketOfRequest(request);
  const sitemap = await apiGet('/api/sitemap', locale, {}, 'sitemap');
  return new Response(urlSetXml(origin, sitemap), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_POLICIES.content },
  });
}
