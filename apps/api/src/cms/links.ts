import { cityRoute, type DestinationKey, type Flow, type Route, searchRoute } from '@escale/domain';

// Links of the editorial content, as routes under the market root (the shop puts them under `/fr`,
// `/be/nl`… with the domain's `marketHref`).

/** The search of a place: a city's landing in the booking flow, else the flow's search there. */
export function placeUri(flow: Flow, key: DestinationKey, id: string): Route {
  if (flow === 'booking' && key === 'city') return cityRoute(id);
  return searchRoute(flow, { [key]: id });
}

/** A theme's search in a flow. */
export function themeUri(flow: Flow, theme: number): Route {
  return searchRoute(flow, { theme });
}
