import type { ApiLocale, DestinationKey, SuggestionGroups } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { type Lang, languageOf } from '../content/locale';
import type { SearchIndex, SuggestionEntry } from './index';
import { fold, type MatchRank, matchRank } from './text';

interface Ranked {
  entry: SuggestionEntry;
  rank: MatchRank;
}

/** The best rank of any of its names, or null when none matches. */
function rankOf(entry: SuggestionEntry, term: string): MatchRank | null {
  let best: MatchRank | null = null;
  for (const name of entry.folded) {
    const rank = matchRank(name, term);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/** Suggestions grouped by category, groups in the order of their first suggestion (S-030, S-472). */
function grouped(entries: readonly SuggestionEntry[], lang: Lang): SuggestionGroups {
  const groups = new Map<DestinationKey, SuggestionGroups[number]['items']>();
  for (const entry of entries) {
    const items = groups.get(entry.category) ?? [];
    items.push({
      label: entry.labels[lang],
      id: entry.id,
      latitude: entry.lat,
      longitude: entry.lng,
      postalcode: entry.postalcode,
    });
    groups.set(entry.category, items);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

/**
 * Destinations and hotels whose name (in any catalog language) matches the term, accent- and
 * case-insensitively: names starting with it first, then names with a later word starting with
 * it, then names containing it; ties by importance (population; reviews for hotels), then by name.
 */
export function autocomplete(
  index: SearchIndex,
  { term, locale, maxResults }: { term: string; locale: ApiLocale; maxResults: number },
): SuggestionGroups {
  const folded = fold(term);
  if (folded === '') return [];
  const lang = languageOf(locale);
  const matches: Ranked[] = [];
  for (const entry of index.suggestions) {
    const rank = rankOf(entry, folded);
    if (rank !== null) matches.push({ entry, rank });
  }
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.entry.importance - a.entry.importance ||
      a.entry.labels[lang].localeCompare(b.entry.labels[lang]) ||
      a.entry.id.localeCompare(b.entry.id),
  );
  return grouped(
    matches.slice(0, maxResults).map((match) => match.entry),
    lang,
  );
}

/** Kinds of places recommended before anything is typed. */
const RECOMMENDED_KINDS: readonly DestinationKey[] = [
  'city',
  'touristicregion',
  'searesort',
  'skiresort',
  'region',
];

/**
 * Popular destinations for an empty or short query: those of the market’s country first, then
 * by number of hotels; a query narrows them to the names matching it.
 */
export function recommended(
  index: SearchIndex,
  { q, locale, maxResults }: { q?: string; locale: ApiLocale; maxResults: number },
): SuggestionGroups {
  const term = fold(q ?? '');
  const country = marketOf(locale).country;
  const hotelsIn = (entry: SuggestionEntry) => index.destinations.get(entry.id)?.hotelCount ?? 0;
  const inCountry = (entry: SuggestionEntry) => Number(index.destinations.get(entry.id)?.pos === country);
  const popular = index.suggestions
    .filter((entry) => RECOMMENDED_KINDS.includes(entry.category))
    .filter((entry) => term === '' || rankOf(entry, term) !== null)
    .sort(
      (a, b) =>
        inCountry(b) - inCountry(a) ||
        hotelsIn(b) - hotelsIn(a) ||
        b.importance - a.importance ||
        a.id.localeCompare(b.id),
    );
  return grouped(popular.slice(0, maxResults), languageOf(locale));
}
