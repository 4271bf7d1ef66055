import type { SearchCriteria } from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootData } from '../root';
import { marketClock } from './clock';
import { loadSearchPage, type SearchPageData, type SearchRequest, searchKey } from './searchData';
import { criteriaOfUrl, flowOfUrl, pageOfUrl, searchHref } from './searchUrl';
import { useLoad } from './useLoad';

/** What the search page's loader rendered: its data and the request it answered. */
export interface SearchServerData extends SearchPageData {
  flow: SearchRequest['flow'];
  pageNumber: number;
  criteria: SearchCriteria;
  landing: Partial<SearchCriteria>;
}

/**
 * The search the URL describes (000 §3): the flow and page of the query, the criteria of the hash
 * once the page is interactive. The server's data serves the request it rendered; a new hash, page
 * or flow loads in the browser, the last one winning.
 */
export function useSearchPage(server: SearchServerData) {
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const clock = marketClock(locale);
  const url = new URL(`${location.pathname}${location.search}`, 'http://shop');
  const flow = hydrated ? flowOfUrl(url, market) : server.flow;
  const page = hydrated ? pageOfUrl(url) : server.pageNumber;
  const criteria = hydrated ? criteriaOfUrl(url, server.landing, clock, location.hash) : server.criteria;
  const request: SearchRequest = { locale, flow, criteria, page };
  const loaded = useLoad(searchKey(request), (signal) => loadSearchPage(request, signal), {
    initial: { key: server.key, data: server },
    report: true,
  });
  const isLoading = loaded.status === 'loading';
  const data = loaded.status === 'ready' ? loaded.data : isLoading ? loaded.previous : null;

  // A search sent before JavaScript loaded has its criteria in the query: move them to the hash.
  useEffect(() => {
    if (!location.hash && /[?&](a|city|destination|checkin|theme)=/.test(location.search)) {
      navigate(searchHref(market, criteria, { flow, page }), { replace: true });
    }
  }, [location.hash, location.search, market, criteria, flow, page, navigate]);

  return {
    url,
    clock,
    flow,
    page,
    criteria,
    isLoading,
    /** The page failed to load, or loaded without its results (the search call failed, S-056). */
    hasError: loaded.status === 'error' || (loaded.status === 'ready' && loaded.data.results === null),
    content: data?.content ?? server.content,
    results: loaded.status === 'ready' ? loaded.data.results : null,
    destination: data?.destination ?? null,
    /** A new search from these criteria, in this flow unless told. */
    go: (next: SearchCriteria, options: { from?: 'searchbar'; flow?: SearchRequest['flow'] } = {}) =>
      navigate(searchHref(market, next, { flow: options.flow ?? flow, from: options.from })),
  };
}
