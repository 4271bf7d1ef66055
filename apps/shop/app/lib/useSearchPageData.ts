import { useEffect, useRef, useState } from 'react';
import { isAbort } from './api';
import { loadSearchPage, type SearchPageData, type SearchRequest, searchKey } from './searchData';

export interface SearchPageState {
  /** The data of the request, or of the previous one while it loads; null when it failed. */
  data: SearchPageData | null;
  isLoading: boolean;
  isError: boolean;
}

/**
 * The search page's data for the request the URL describes. The server's data serves as long as
 * the request is the one the server rendered; a new hash, page or flow loads in the browser, the
 * last load winning (earlier ones are aborted).
 */
export function useSearchPageData(request: SearchRequest, serverData: SearchPageData): SearchPageState {
  const key = searchKey(request);
  const [loaded, setLoaded] = useState<{ key: string; data: SearchPageData | null }>({
    key: serverData.key,
    data: serverData,
  });
  const requestRef = useRef(request);
  requestRef.current = request;

  useEffect(() => {
    if (key === serverData.key) {
      setLoaded({ key, data: serverData });
      return;
    }
    const controller = new AbortController();
    loadSearchPage(requestRef.current, controller.signal).then(
      (data) => setLoaded({ key, data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error(error);
        setLoaded({ key, data: null });
      },
    );
    return () => controller.abort();
  }, [key, serverData]);

  if (key === serverData.key) return { data: serverData, isLoading: false, isError: false };
  if (loaded.key === key) return { data: loaded.data, isLoading: false, isError: loaded.data === null };
  return { data: loaded.data, isLoading: true, isError: false };
}
