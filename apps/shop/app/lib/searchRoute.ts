import { loadAnnouncements, loadTargetedBanner, targetingKey } from './banners';
import { marketClock } from './clock';
import { marketOfRequest } from './market';
import { loadBoxBlock, loadSearchPage, type SearchRequest, withDestinationText } from './searchData';
import { criteriaOfUrl, flowOfUrl, landingCriteria, pageOfUrl } from './searchUrl';
import type { SearchServerData } from './useSearchPage';

/**
 * What the server renders of a search page (000 §2 Search page): the path and query decide the
 * flow, the page and a landing's criteria (the hash never reaches the server); a destination typed
 * before JavaScript loaded is looked up. An unknown landing answers 404, thrown.
 */
export async function loadSearchRoute(request: Request, params: { slug?: string }) {
  const market = marketOfRequest(request);
  const url = new URL(request.url);
  const flow = flowOfUrl(url, market.marketPath ?? '');
  const landing = landingCriteria(params);
  const base: SearchRequest = {
    locale: market.locale,
    flow,
    page: pageOfUrl(url),
    criteria: criteriaOfUrl(url, landing, marketClock(market.locale), ''),
  };
  const searchRequest = await withDestinationText(base, url.searchParams.get('destination'));
  const marketPath = market.marketPath ?? '';
  const [page, boxBlock, announcements, targetedBanner] = await Promise.all([
    loadSearchPage(searchRequest),
    loadBoxBlock(searchRequest, market.isCustomerCare),
    loadAnnouncements(market.locale, 'search', flow, marketPath),
    // A banner that cannot be had is left out (S-374).
    loadTargetedBanner(market.locale, flow, searchRequest.criteria, marketPath).catch(() => null),
  ]);
  const server: SearchServerData = {
    ...page,
    flow,
    pageNumber: searchRequest.page,
    criteria: searchRequest.criteria,
    landing,
  };
  return {
    ...server,
    boxBlock,
    announcements,
    /** The targeted banner for the server's criteria; the browser asks again when the hash changes them. */
    targetedBanner: {
      key: targetingKey(market.locale, flow, searchRequest.criteria),
      banner: targetedBanner,
    },
    origin: market.origin,
    locale: market.locale,
    pathname: url.pathname,
    search: url.search,
  };
}
