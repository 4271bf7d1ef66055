import {
  type ApiLocale,
  type FacetKind,
  type FacetsQuery,
  type FacetsResponse,
  facetKinds,
} from '@escale/domain';
import { formatPrice } from '@escale/i18n/core';
import type { Lang } from '../content/locale';
import {
  type Candidate,
  candidates,
  type FacetPlan,
  type FilterName,
  facetTotals,
  resultCount,
} from './engine';
import type { HotelEntry, OfferEntry, SearchIndex, Vocabulary } from './index';
import { cached } from './offers';
import { resolveSearch, type Search } from './query';

/** The score facet’s values: 9+, 8+, 7+ (S-085). */
export const SCORE_VALUES = [9, 8, 7] as const;
/** The stars facet’s values (S-086). */
export const STAR_VALUES = [5, 4, 3] as const;

/**
 * Bounds of the price ranges, in cents: on pricePerNight (the slider runs to 250 €, S-077), or on the
 * voucher’s price in gifting. Each range runs from a bound to one cent below the next; the last
 * has no maximum.
 */
export const PRICE_BOUNDS = {
  perNight: [0, 5_000, 10_000, 15_000, 20_000, 25_000],
  voucher: [0, 10_000, 20_000, 30_000, 50_000],
} as const;

export interface PriceRange {
  /** `min-max` in cents; `min-` without a maximum. */
  id: string;
  min: number;
  max: number | null;
  /** The next bound, for the name. */
  next: number | null;
}

export function priceRanges(gifting: boolean): PriceRange[] {
  const bounds = gifting ? PRICE_BOUNDS.voucher : PRICE_BOUNDS.perNight;
  return bounds.map((min, i) => {
    const next = bounds[i + 1] ?? null;
    const max = next === null ? null : next - 1;
    return { id: `${min}-${max ?? ''}`, min, max, next };
  });
}

interface Value<V> {
  value: V;
  id: string;
  name: string;
}

const priceRangeNames = new Map<string, FacetValues<string>>();

/** The price ranges as facet values, named in the locale's currency format (computed once each). */
function priceRangeValues(gifting: boolean, locale: ApiLocale): FacetValues<string> {
  const key = `${gifting}|${locale}`;
  let values = priceRangeNames.get(key);
  if (!values) {
    values = facetValues(
      priceRanges(gifting).map((range) => ({
        value: range.id,
        id: range.id,
        name:
          range.next === null
            ? `+${formatPrice(range.min, locale, 'whole')}`
            : `${formatPrice(range.min, locale, 'whole')} – ${formatPrice(range.next, locale, 'whole')}`,
      })),
    );
    priceRangeNames.set(key, values);
  }
  return values;
}

/** A facet's values with, for each, the position of its first occurrence (a repeated value counts once). */
interface FacetValues<V> {
  values: Value<V>[];
  first: number[];
}

function facetValues<V>(values: Value<V>[]): FacetValues<V> {
  const at = new Map<V, number>();
  values.forEach((value, i) => {
    if (!at.has(value.value)) at.set(value.value, i);
  });
  return { values, first: values.map((value) => at.get(value.value) ?? -1) };
}

/** The values with their counts (positions of `facetTotals`; a repeated value reads its first). */
function withCounts<V>({ values, first }: FacetValues<V>, totals: Int32Array) {
  return values.map((value, i) => ({
    value: value.value,
    id: value.id,
    name: value.name,
    count: totals[first[i] ?? -1] ?? 0,
  }));
}

/** The named values of the vocabularies, the same for every search of an index in a language. */
interface NamedValues {
  facilities: FacetValues<string>;
  types: FacetValues<string>;
  environments: FacetValues<string>;
  styles: FacetValues<string>;
  tags: FacetValues<number>;
}

const namedValuesOfIndex = new WeakMap<SearchIndex, Map<Lang, NamedValues>>();

function namedValuesOf(index: SearchIndex, lang: Lang): NamedValues {
  let byLang = namedValuesOfIndex.get(index);
  if (!byLang) {
    byLang = new Map();
    namedValuesOfIndex.set(index, byLang);
  }
  let named = byLang.get(lang);
  if (!named) {
    const name = (id: string, names: Record<string, string> | undefined) => names?.[lang] ?? id;
    const fromVocabulary = (list: Vocabulary[]) =>
      facetValues(list.map(({ code, names }) => ({ value: code, id: code, name: name(code, names) })));
    const { vocabularies } = index;
    named = {
      facilities: fromVocabulary(vocabularies.facilities),
      types: fromVocabulary(vocabularies.hotelTypes),
      environments: fromVocabulary(vocabularies.hotelEnvironments),
      styles: fromVocabulary(vocabularies.hotelStyles),
      tags: facetValues(
        [...index.tags].map(([id, tag]) => ({
          value: id,
          id: String(id),
          name: name(String(id), tag.names),
        })),
      ),
    };
    byLang.set(lang, named);
  }
  return named;
}

type HotelPositions = Record<
  'stars' | 'score' | 'facilities' | 'types' | 'environments' | 'styles',
  number[]
>;

/** Each value's position in its list, for the facet counts. */
interface Positions {
  byHotel: Map<
    HotelEntry,
    Record<'stars' | 'score' | 'facilities' | 'types' | 'environments' | 'styles', number[]>
  >;
  /** Positions of an offer's tags among the index's tags. */
  byOffer: Map<OfferEntry, number[]>;
}

const positionsOfIndex = new WeakMap<SearchIndex, Positions>();

/** The positions of every hotel's and offer's facet values, computed once per index. */
function positionsOf(index: SearchIndex): Positions {
  const known = positionsOfIndex.get(index);
  if (known) return known;
  const lookup = <V>(values: readonly V[]) => {
    const at = new Map<V, number>();
    values.forEach((value, i) => {
      if (!at.has(value)) at.set(value, i);
    });
    return (list: Iterable<V>) => [...list].map((value) => at.get(value) ?? -1).filter((i) => i >= 0);
  };
  const codes = (list: Vocabulary[]) => list.map((entry) => entry.code);
  const { vocabularies } = index;
  const stars = lookup<number>(STAR_VALUES);
  const scores = lookup<number>(SCORE_VALUES);
  const facilities = lookup(codes(vocabularies.facilities));
  const types = lookup(codes(vocabularies.hotelTypes));
  const environments = lookup(codes(vocabularies.hotelEnvironments));
  const styles = lookup(codes(vocabularies.hotelStyles));
  const tags = lookup([...index.tags.keys()]);
  const positions: Positions = { byHotel: new Map(), byOffer: new Map() };
  for (const hotel of index.hotels) {
    positions.byHotel.set(hotel, {
      stars: stars([hotel.stars]),
      score: scores(SCORE_VALUES.filter((v) => (hotel.score ?? 0) >= v)),
      facilities: facilities(hotel.facilityValues),
      types: types(hotel.types),
      environments: environments(hotel.environments),
      styles: styles(hotel.styles),
    });
    for (const offer of hotel.offers) positions.byOffer.set(offer, tags(offer.tags));
  }
  positionsOfIndex.set(index, positions);
  return positions;
}

const STAR_FACET = facetValues(
  STAR_VALUES.map((v) => ({ value: v as number, id: String(v), name: String(v) })),
);
const SCORE_FACET = facetValues(
  SCORE_VALUES.map((v) => ({ value: v as number, id: String(v), name: `${v}+` })),
);

/** The one-value lists of positions 0, 1, 2…: a candidate's price range without an allocation. */
const SINGLE = Array.from({ length: 16 }, (_, i) => [i]);
const NONE: number[] = [];

/** facets.json (S-464, S-465): named facets and the generic properties[], with disjunctive counts. */
export function searchFacets(index: SearchIndex, query: FacetsQuery): FacetsResponse {
  return facetsOf(index, resolveSearch(index, query), query);
}

/** The facets of a resolved search (a search page's, or a box's stays). */
export function facetsOf(
  index: SearchIndex,
  search: Search,
  query: Pick<FacetsQuery, 'withNames' | 'withActivities' | 'propertiesRequested'>,
): FacetsResponse {
  const requested = [...new Set(query.propertiesRequested ?? facetKinds)];
  const key = { search, withNames: query.withNames, withActivities: query.withActivities, requested };
  return cached(index, 'facets', key, () => {
    const all = candidates(index, search);
    const { lang, locale } = search;
    const named = (id: string, names: Record<string, string> | undefined) => names?.[lang] ?? id;
    /** A value's name, or its id when names are not wanted. */
    const label = (value: { id: string; name: string }) => (query.withNames ? value.name : value.id);

    const positions = positionsOf(index);
    const ofHotel = (c: Candidate) => positions.byHotel.get(c.offer.hotel) as HotelPositions;
    const ranges = priceRanges(search.gifting);
    const rangeOf = (c: Candidate) => {
      const i = ranges.findIndex((r) => c.filterPrice >= r.min && (r.max === null || c.filterPrice <= r.max));
      return i < 0 ? NONE : (SINGLE[i] ?? [i]);
    };
    const {
      facilities: facilityValues,
      types: typeValues,
      environments: environmentValues,
      styles: styleValues,
      tags: tagValues,
    } = namedValuesOf(index, lang);
    const priceValues = priceRangeValues(search.gifting, locale);
    const plan = (
      facet: FilterName,
      size: number,
      positionsOfCandidate: FacetPlan['positions'],
      perOffer = false,
    ): FacetPlan => ({ facet, size, perOffer, positions: positionsOfCandidate });
    const counts = facetTotals(search, all, [
      plan('stars', STAR_FACET.values.length, (c) => ofHotel(c).stars),
      plan('score', SCORE_FACET.values.length, (c) => ofHotel(c).score),
      plan('facilities', facilityValues.values.length, (c) => ofHotel(c).facilities),
      plan('hotelTypes', typeValues.values.length, (c) => ofHotel(c).types),
      plan('hotelEnvironments', environmentValues.values.length, (c) => ofHotel(c).environments),
      plan('hotelStyles', styleValues.values.length, (c) => ofHotel(c).styles),
      plan('tags', tagValues.values.length, (c) => positions.byOffer.get(c.offer) ?? NONE, true),
      plan('price', priceValues.values.length, rangeOf, true),
    ]);
    const countsOf = (i: number) => counts[i] as Int32Array;
    const stars = withCounts(STAR_FACET, countsOf(0));
    const scores = withCounts(SCORE_FACET, countsOf(1));
    const facilities = withCounts(facilityValues, countsOf(2));
    const types = withCounts(typeValues, countsOf(3));
    const environments = withCounts(environmentValues, countsOf(4));
    const styles = withCounts(styleValues, countsOf(5));
    const tags = withCounts(tagValues, countsOf(6));
    const prices = withCounts(priceValues, countsOf(7));

    const highlightedCodes = new Set(index.vocabularies.highlightedFacilities.map((value) => value.code));
    const properties: Record<FacetKind, Array<{ id: string; name: string; count: number }>> = {
      price: prices,
      score: scores,
      facility: facilities,
      stars,
      style: styles,
      type: types,
      environment: environments,
      tag: tags,
      highlighted: facilities.filter((value) => highlightedCodes.has(value.value)),
    };
    const strip = (values: Array<{ id: string; name: string; count: number }>) =>
      values.map((value) => ({ id: value.id, name: label(value), count: value.count }));

    return {
      totalCount: resultCount(search, all),
      facilities: facilities.map((v) => ({ value: v.id, name: v.id, label: label(v), count: v.count })),
      hotelScores: scores.map((v) => ({ value: v.value, label: label(v), count: v.count })),
      stars: stars.map((v) => ({ value: v.value, label: label(v), count: v.count })),
      hotelTypes: types.map((v) => ({ name: v.id, value: v.id, label: label(v), count: v.count })),
      hotelEnvironments: environments.map((v) => ({ key: v.id, label: label(v), count: v.count })),
      hotelStyles: styles.map((v) => ({ name: v.id, label: label(v), count: v.count })),
      activities: query.withActivities
        ? index.vocabularies.activityGroups.map((group) => ({
            id: group.code,
            name: query.withNames ? named(group.code, group.names) : group.code,
            items: tags
              .filter((tag) => index.tags.get(tag.value)?.group === group.code)
              .map((tag) => ({ id: tag.value, name: label(tag), count: tag.count })),
          }))
        : [],
      properties: requested.map((kind) => ({ propertyType: kind, values: strip(properties[kind]) })),
    };
  });
}
