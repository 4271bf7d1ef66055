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
  const [page, boxBlock] = await Promise.all([
    loadSearchPage(searchRequest),
    loadBoxBlock(searchRequest, market.isCustomerCare),
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
    origin: market.origin,
    locale: market.locale,
    pathname: url.pathname,
    search: url.search,
  };
}
