import {
  DEFAULT_CRITERIA,
  type FacetsResponse,
  type Flow,
  facetsParams,
  formatCriteriaHash,
  hotelOffersParams,
  type MapMarker,
  mapParams,
  type OfferCard,
  type SearchCriteria,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useState } from 'react';
import { apiGet } from './api';
import { dataOr, useLoad } from './useLoad';

// What the search page loads on demand: facets for a filter draft, activity names, the map's
// markers and a hotel's offers.

const FACETS_DEBOUNCE_MS = 200;

/**
 * Facets for the filter draft (S-073): loaded when a panel opens and again, debounced, when the
 * draft changes; a failure is only logged and leaves the panels usable without counts (S-076).
 */
export function useFacets(locale: Locale, flow: Flow) {
  const [asked, setAsked] = useState<{ criteria: SearchCriteria; delayMs: number } | null>(null);
  const criteria = asked?.criteria;
  const facets = useLoad(
    criteria ? `facets|${locale}|${flow}|${formatCriteriaHash(criteria)}` : null,
    (signal) =>
      apiGet('/api/facets.json', locale, facetsParams(criteria ?? DEFAULT_CRITERIA, flow), 'facets', signal),
    { delayMs: asked?.delayMs, report: true },
  );
  return {
    facets: facets.status === 'loading' ? facets.previous : dataOr<FacetsResponse, null>(facets, null),
    isLoading: facets.status === 'loading',
    onPanelOpen: (panelCriteria: SearchCriteria) => setAsked({ criteria: panelCriteria, delayMs: 0 }),
    onDraftChange: (draft: SearchCriteria) => setAsked({ criteria: draft, delayMs: FACETS_DEBOUNCE_MS }),
  };
}

/** Names of the selected activities, so they show even at count 0 (G-47). */
export function useActivityNames(locale: Locale, tags: readonly number[] | undefined) {
  const ids = (tags ?? []).join(',');
  const names = useLoad(
    ids ? `activities|${locale}|${ids}` : null,
    (signal) => apiGet('/api/activities.json', locale, { ids }, 'activityTags', signal),
    { report: true },
  );
  return names.status === 'loading' ? (names.previous ?? []) : dataOr(names, []);
}

/** Every marker of the search, for the map overlay (S-179, S-467). */
export function loadMarkers(locale: Locale, criteria: SearchCriteria, flow: Flow, signal?: AbortSignal) {
  return apiGet('/api/offers.json', locale, mapParams(criteria, flow), 'mapMarkers', signal).then(
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
    'offerCards',
    signal,
  ).then((answer) => answer.exactMatch);
}

/** The search's key for the loads of its overlays: another search is another answer. */
const searchOf = (locale: Locale, flow: Flow, criteria: SearchCriteria) =>
  `${locale}|${flow}|${formatCriteriaHash(criteria)}`;

/** The map overlay (S-179): its markers once open, and the card of the pin chosen. */
export function useSearchMap(locale: Locale, flow: Flow, criteria: SearchCriteria) {
  const [isOpen, setOpen] = useState(false);
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const search = searchOf(locale, flow, criteria);
  const markers = useLoad(
    isOpen ? `markers|${search}` : null,
    (signal) => loadMarkers(locale, criteria, flow, signal),
    { report: true },
  );
  const hotelId = isOpen ? (selected?.hotelId ?? null) : null;
  const card = useLoad(
    hotelId === null ? null : `card|${hotelId}|${search}`,
    (signal) => loadHotelOffers(locale, criteria, flow, hotelId ?? 0, signal),
    { report: true },
  );
  return {
    isOpen,
    markers: dataOr(markers, []),
    selected: isOpen ? selected : null,
    card: dataOr(card, [])[0] ?? null,
    open: () => {
      setSelected(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    select: setSelected,
  };
}

/**
 * The hotel offers drawer (002 §2 "Hotel offers drawer", S-468): the hotel of the card whose "see
 * other offers" was pressed, and its offers for this search. The answer is the chosen hotel's
 * only: a slow answer for another hotel never shows in this drawer.
 */
export function useHotelOffersDrawer(locale: Locale, flow: Flow, criteria: SearchCriteria) {
  const [offer, setOffer] = useState<OfferCard | null>(null);
  const hotelId = offer?.hotel.id ?? null;
  const offers = useLoad(
    hotelId === null ? null : `drawer|${hotelId}|${searchOf(locale, flow, criteria)}`,
    (signal) => loadHotelOffers(locale, criteria, flow, hotelId ?? 0, signal),
  );
  return {
    drawer: offer && {
      offer,
      offers: dataOr(offers, []),
      isLoading: offers.status === 'loading',
      error: offers.status === 'error' ? offers.error : null,
    },
    open: setOffer,
    close: () => setOffer(null),
  };
}
