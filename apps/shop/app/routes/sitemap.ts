import { markets } from '@escale/i18n/core';
import type { LoaderFunctionArgs } from 'react-router';
import { CACHE_POLICIES } from '../lib/cachePolicy';
import { marketOfRequest } from '../lib/market';
import { sitemapIndexXml } from '../lib/sitemapXml';

/** /sitemap.xml: the index of the six markets' sitemaps. */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = marketOfRequest(request);
  const body = sitemapIndexXml(markets.map((market) => `${origin}/sitemaps/${market.locale}.xml`));
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_POLICIES.content },
  });
}
