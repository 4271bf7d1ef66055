import type { SearchBoxProps } from '@escale/blocks';
import { type GeoPoint, MAX_AUTOCOMPLETE_RESULTS } from '@escale/domain';
import { useMemo } from 'react';
import { useRootData } from '../root';
import { apiGet } from './api';
import { marketClock } from './clock';
import { features } from './features';
import { useRecentSearches } from './visitorState';

/** The visitor's position from the browser, for "Travel locally!" (S-025). */
function locateUser(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      reject,
      { maximumAge: 600_000, timeout: 10_000 },
    );
  });
}

/** What every search box of the shop gets from the page: themes, clock, suggestions, recent searches. */
export function useSearchBoxProps(): Pick<
  SearchBoxProps,
  | 'themes'
  | 'today'
  | 'recentSearches'
  | 'loadSuggestions'
  | 'locateUser'
  | 'onRecentSearchesChange'
  | 'dateEnforcement'
  | 'isCustomerCare'
> {
  const { locale, chrome, isCustomerCare } = useRootData();
  const [recentSearches, setRecentSearches] = useRecentSearches();
  return useMemo(
    () => ({
      themes: chrome?.themes ?? [],
      today: marketClock(locale),
      recentSearches,
      loadSuggestions: (term, signal) =>
        apiGet(
          '/api/autocomplete-geonames.json',
          locale,
          { term, maxResults: MAX_AUTOCOMPLETE_RESULTS },
          'suggestionGroups',
          signal,
        ),
      locateUser,
      onRecentSearchesChange: setRecentSearches,
      dateEnforcement: features.dateEnforcement,
      isCustomerCare,
    }),
    [chrome, locale, recentSearches, setRecentSearches, isCustomerCare],
  );
}
