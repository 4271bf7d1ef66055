import { type DestinationKey, type Flow, haversineKm } from '@escale/domain';
import { notFound } from '../http/errors';
import type { DestinationEntry, SearchIndex } from '../search/index';

// What the editorial content says about places: how many stays, gifts, activities and hotels each
// destination (and each hotel) holds, its themes and reviews, its cities and its neighbours. Read
// from the search index once; offers and hotels do not change while the API runs.

export interface PlaceStats {
  /**
   * Per flow, by place id (destination ids, and hotel ids as strings): booking counts active
   * offers, gifting the giftable ones, activity the published vouchers, hotel the hotels with one.
   */
  counts: Record<Flow, Map<string, number>>;
  /** Active offers by theme, by place id. */
  themes: Map<string, Map<number, number>>;
  /** Active offers by theme, everywhere. */
  themeTotals: Map<number, number>;
  /** Reviews and the sum of their scores, by place id. */
  reviews: Map<string, { count: number; sum: number }>;
  /** The cities with a hotel in each place. */
  citiesIn: Map<string, Set<string>>;
}

const statsOfIndex = new WeakMap<SearchIndex, PlaceStats>();

const increment = <K>(map: Map<K, number>, key: K, by = 1) => {
  if (by !== 0) map.set(key, (map.get(key) ?? 0) + by);
};

function entryOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const created = create();
  map.set(key, created);
  return created;
}

export function placeStats(index: SearchIndex): PlaceStats {
  const known = statsOfIndex.get(index);
  if (known) return known;
  const stats: PlaceStats = {
    counts: { booking: new Map(), gifting: new Map(), activity: new Map(), hotel: new Map() },
    themes: new Map(),
    themeTotals: new Map(),
    reviews: new Map(),
    citiesIn: new Map(),
  };
  for (const hotel of index.hotels) {
    if (!hotel.active) continue;
    const offers = hotel.offers.filter((offer) => index.catalog.offers.get(offer.id)?.active);
    const gifts = offers.filter((offer) => offer.giftable).length;
    const vouchers = hotel.vouchers.filter((voucher) => voucher.published).length;
    const themes = new Map<number, number>();
    for (const offer of offers) for (const theme of offer.themes) increment(themes, theme);
    for (const [theme, count] of themes) increment(stats.themeTotals, theme, count);
    for (const place of hotel.places) {
      increment(stats.counts.booking, place, offers.length);
      increment(stats.counts.gifting, place, gifts);
      increment(stats.counts.activity, place, vouchers);
      increment(stats.counts.hotel, place, offers.length > 0 ? 1 : 0);
      const placeThemes = entryOf(stats.themes, place, () => new Map<number, number>());
      for (const [theme, count] of themes) increment(placeThemes, theme, count);
      if (hotel.score !== null && hotel.reviewCount > 0) {
        const reviews = entryOf(stats.reviews, place, () => ({ count: 0, sum: 0 }));
        reviews.count += hotel.reviewCount;
        reviews.sum += hotel.score * hotel.reviewCount;
      }
      entryOf(stats.citiesIn, place, () => new Set<string>()).add(hotel.cityId);
    }
  }
  statsOfIndex.set(index, stats);
  return stats;
}

export const countOf = (stats: PlaceStats, flow: Flow, place: string) => stats.counts[flow].get(place) ?? 0;

const byName = (lang: keyof DestinationEntry['names']) => {
  const collator = new Intl.Collator(lang);
  return (a: DestinationEntry, b: DestinationEntry) => collator.compare(a.names[lang], b.names[lang]);
};

/** Places sorted by their name in a language. */
export function sortByName(
  places: DestinationEntry[],
  lang: keyof DestinationEntry['names'],
): DestinationEntry[] {
  return [...places].sort(byName(lang));
}

/** The cities with something to show in a flow, the most stocked first (ties by id). */
export function topCities(index: SearchIndex, flow: Flow): DestinationEntry[] {
  const stats = placeStats(index);
  return [...index.destinations.values()]
    .filter((place) => place.kind === 'city' && countOf(stats, flow, place.id) > 0)
    .sort((a, b) => countOf(stats, flow, b.id) - countOf(stats, flow, a.id) || a.id.localeCompare(b.id));
}

/** A place a search page is about: a destination, or a hotel. */
export interface Place {
  key: DestinationKey;
  id: string;
  /** Its name in each language; a hotel's label in all four. */
  names: DestinationEntry['names'];
  lat: number;
  lng: number;
  /** The destination entry, for a destination. */
  entry: DestinationEntry | null;
}

/** The place of a destination key and id, or 404 for an unknown one (or one of another kind). */
export function resolvePlace(index: SearchIndex, key: DestinationKey, id: string): Place {
  if (key === 'hotel') {
    const hotel = /^\d+$/.test(id) ? index.hotelsById.get(Number(id)) : undefined;
    if (!hotel) throw notFound(`Hotel ${id}`);
    const label = hotel.label;
    return {
      key,
      id,
      names: { fr: label, es: label, it: label, nl: label },
      lat: hotel.lat,
      lng: hotel.lng,
      entry: null,
    };
  }
  const entry = index.destinations.get(id);
  if (!entry || entry.kind !== key) throw notFound(`Destination ${key} ${id}`);
  return { key, id, names: entry.names, lat: entry.lat, lng: entry.lng, entry };
}

/** Places covering several cities: their own cities come first among the suggestions. */
const AREAS: ReadonlySet<DestinationKey> = new Set(['country', 'region', 'department', 'touristicregion']);

/**
 * The cities a search page suggests around a place (000 §2 Search page): for an area, its cities
 * with the most to show in the flow; then, and for a city, a resort, a POI or a hotel, the nearest
 * cities with something to show. The place itself is never suggested.
 */
export function suggestedCities(
  index: SearchIndex,
  place: Place,
  flow: Flow,
  limit: number,
): DestinationEntry[] {
  const stats = placeStats(index);
  const stocked = topCities(index, flow).filter((city) => city.id !== place.id);
  const inside = AREAS.has(place.key)
    ? stocked.filter((city) => stats.citiesIn.get(place.id)?.has(city.id)).slice(0, limit)
    : [];
  const taken = new Set(inside.map((city) => city.id));
  const nearest = stocked
    .filter((city) => !taken.has(city.id))
    .map((city) => ({ city, km: haversineKm(place, city) }))
    .sort((a, b) => a.km - b.km || a.city.id.localeCompare(b.city.id))
    .map(({ city }) => city);
  return [...inside, ...nearest].slice(0, limit);
}
