import {
  activityTagsSchema,
  type FacetsResponse,
  type Flow,
  facetsParams,
  facetsResponseSchema,
  hotelOffersParams,
  type MapMarker,
  mapMarkerSchema,
  mapParams,
  type OfferCard,
  offerCardSchema,
  offersResponseSchema,
  type SearchCriteria,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { apiGet, isAbort } from './api';

// What the search page loads on demand: facets for a filter draft, activity names, the map's
// markers and a hotel's offers.

const FACETS_DEBOUNCE_MS = 200;

/**
 * Facets for the filter draft (S-073): loaded when a panel opens and again, debounced, when the
 * draft changes; a failure is only logged and leaves the panels usable without counts (S-076).
 */
export function useFacets(locale: Locale, flow: Flow) {
  const [facets, setFacets] = useState<FacetsResponse | null>(null);
  const [isLoading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(
    (criteria: SearchCriteria, delay: number) => {
      if (timer.current) clearTimeout(timer.current);
      setLoading(true);
      timer.current = setTimeout(() => {
        controller.current?.abort();
        const current = new AbortController();
        controller.current = current;
        apiGet(
          '/api/facets.json',
          locale,
          facetsParams(criteria, flow),
          facetsResponseSchema,
          current.signal,
        ).then(
          (answer) => {
            setFacets(answer);
            setLoading(false);
          },
          (error: unknown) => {
            if (isAbort(error)) return;
            console.error(error);
            setFacets(null);
            setLoading(false);
          },
        );
      }, delay);
    },
    [locale, flow],
  );

  useEffect(
    () => () => {
      controller.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    facets,
    isLoading,
    onPanelOpen: (criteria: SearchCriteria) => load(criteria, 0),
    onDraftChange: (draft: SearchCriteria) => load(draft, FACETS_DEBOUNCE_MS),
  };
}

/** Names of the selected activities, so they show even at count 0 (G-47). */
export function useActivityNames(locale: Locale, tags: readonly number[] | undefined) {
  const [names, setNames] = useState<{ id: number; name: string }[]>([]);
  const ids = (tags ?? []).join(',');
  useEffect(() => {
    if (!ids) {
      setNames([]);
      return;
    }
    const controller = new AbortController();
    apiGet('/api/activities.json', locale, { ids }, activityTagsSchema, controller.signal).then(
      setNames,
      (error) => {
        if (!isAbort(error)) console.error(error);
      },
    );
    return () => controller.abort();
  }, [locale, ids]);
  return names;
}

const markersSchema = z.object({ exactMatch: z.array(mapMarkerSchema) });
const cardsSchema = z.object({
  exactMatch: z.array(offerCardSchema),
  searchDetails: offersResponseSchema.shape.searchDetails,
});

/** Every marker of the search, for the map overlay (S-179, S-467). */
export function loadMarkers(locale: Locale, criteria: SearchCriteria, flow: Flow, signal?: AbortSignal) {
  return apiGet('/api/offers.json', locale, mapParams(criteria, flow), markersSchema, signal).then(
    (answer): MapMarker[] => answer.exactMatch,
  );
}

/** A hotel's offers for the search, cheapest first (S-468): the drawer and a map pin's card. */
export function loadHotelOffers(
  locale: Locale,
  criteria: SearchCriteria,
  flow: Flow,
  hotelId: number,
  signal?: AbortSignal,
): Promise<OfferCard[]> {
  return apiGet(
    '/api/offers.json',
    locale,
    hotelOffersParams(criteria, flow, hotelId),
    cardsSchema,
    signal,
  ).then((answer) => answer.exactMatch);
}
