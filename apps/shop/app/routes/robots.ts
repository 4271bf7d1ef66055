import type { LoaderFunctionArgs } from 'react-router';
import { CACHE_POLICIES } from '../lib/cachePolicy';
import { marketOfRequest } from '../lib/market';
import { robotsTxt } from '../lib/sitemapXml';

/** /robots.txt: crawling is allowed only where the deployment is indexable (INDEXABLE=true, S-447). */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = marketOfRequest(request);
  return new Response(robotsTxt(origin, process.env.INDEXABLE === 'true'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_POLICIES.content },
  });
}
