import type { ApiLocale } from './api/common';
import type { Minisite } from './api/minisites';
import { DEFAULT_CRITERIA, type SearchCriteria } from './criteria';
import type { Route } from './routes';
import { offersParams, type QueryValues } from './searchRequest';

// Partner minisites (002 §2, §3, §9; S-437…S-440, G-09): the page of a partner's offer under every
// market path, shown in the minisite's own language, and the id its calls and orders carry (S-439).

/** The six minisites of the partners in France and Belgium (002 §9, S-438). */
export const MINISITE_IDS = [360, 250, 244, 97, 30, 14] as const;

/** How many stays a minisite's page lists. */
export const MINISITE_STAYS = 12;

/** A minisite's page (G-09): `/partner/{minisiteUrl}` under a market. */
export function minisiteRoute(minisiteUrl: string): Route {
  return `/partner/${encodeURIComponent(minisiteUrl)}`;
}

/**
 * The locale a minisite is shown in when asked for in `marketLocale` (G-09): its own, whatever the
 * market path; null when the market already speaks it.
 */
export function minisiteLocaleOtherThan(minisite: Pick<Minisite, 'minisiteLocale'>, marketLocale: ApiLocale) {
  return minisite.minisiteLocale === marketLocale ? null : minisite.minisiteLocale;
}

/** The criteria of a minisite's stays: its selection over the default search. */
export function minisiteCriteria(minisite: Pick<Minisite, 'selection'>): SearchCriteria {
  return { ...DEFAULT_CRITERIA, ...minisite.selection };
}

/**
 * The search call of a minisite's page (S-439): its selection's stays, best price and quality
 * first, carrying the minisite's id as `minisite`.
 */
export function minisiteSearchParams(minisite: Pick<Minisite, 'minisiteId' | 'selection'>): QueryValues {
  return {
    ...offersParams(minisiteCriteria(minisite), 'booking', 0),
    limit: MINISITE_STAYS,
    orderBy: 'priceQuality',
    minisite: minisite.minisiteId,
  };
}

/** A minisite id from a URL parameter (`minisite=360`), or null for anything else. */
export function parseMinisiteId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
