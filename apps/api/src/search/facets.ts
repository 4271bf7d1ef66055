import { type FacetKind, type FacetsQuery, type FacetsResponse, facetKinds } from '@escale/domain';
import { formatPrice } from '@escale/i18n/core';
import { type Candidate, candidates, type FilterName, facetCounts, results, totalCount } from './engine';
import type { SearchIndex, Vocabulary } from './index';
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

/** Counts per value, 0 for values no offer matches. */
function counted<V>(
  search: Search,
  all: readonly Candidate[],
  facet: FilterName,
  values: Value<V>[],
  of: (c: Candidate) => Iterable<V>,
  perOffer = false,
) {
  const counts = facetCounts(search, all, facet, of, perOffer);
  return values.map((value) => ({ ...value, count: counts.get(value.value) ?? 0 }));
}

/** facets.json (S-464, S-465): named facets and the generic properties[], with disjunctive counts. */
export function searchFacets(index: SearchIndex, query: FacetsQuery): FacetsResponse {
  const search = resolveSearch(index, query);
  const requested = [...new Set(query.propertiesRequested ?? facetKinds)];
  const key = { search, withNames: query.withNames, withActivities: query.withActivities, requested };
  return cached(index, 'facets', key, () => {
    const all = candidates(index, search);
    const { lang, locale } = search;
    const named = (id: string, names: Record<string, string> | undefined) => names?.[lang] ?? id;
    /** A value's name, or its id when names are not wanted. */
    const label = (value: { id: string; name: string }) => (query.withNames ? value.name : value.id);
    const fromVocabulary = (list: Vocabulary[]): Value<string>[] =>
      list.map(({ code, names }) => ({ value: code, id: code, name: named(code, names) }));

    const stars = counted(
      search,
      all,
      'stars',
      STAR_VALUES.map((v) => ({ value: v as number, id: String(v), name: String(v) })),
      (c) => [c.offer.hotel.stars],
    );
    const scores = counted(
      search,
      all,
      'score',
      SCORE_VALUES.map((v) => ({ value: v as number, id: String(v), name: `${v}+` })),
      (c) => SCORE_VALUES.filter((v) => (c.offer.hotel.score ?? 0) >= v),
    );
    const facilities = counted(
      search,
      all,
      'facilities',
      fromVocabulary(index.vocabularies.facilities),
      (c) => c.offer.hotel.facilityValues,
    );
    const types = counted(
      search,
      all,
      'hotelTypes',
      fromVocabulary(index.vocabularies.hotelTypes),
      (c) => c.offer.hotel.types,
    );
    const environments = counted(
      search,
      all,
      'hotelEnvironments',
      fromVocabulary(index.vocabularies.hotelEnvironments),
      (c) => c.offer.hotel.environments,
    );
    const styles = counted(
      search,
      all,
      'hotelStyles',
      fromVocabulary(index.vocabularies.hotelStyles),
      (c) => c.offer.hotel.styles,
    );
    const tags = counted(
      search,
      all,
      'tags',
      [...index.tags].map(([id, tag]) => ({ value: id, id: String(id), name: named(String(id), tag.names) })),
      (c) => c.offer.tags,
      true,
    );
    const ranges = priceRanges(search.gifting);
    const prices = counted(
      search,
      all,
      'price',
      ranges.map((range) => ({
        value: range.id,
        id: range.id,
        name:
          range.next === null
            ? `+${formatPrice(range.min, locale, 'whole')}`
            : `${formatPrice(range.min, locale, 'whole')} – ${formatPrice(range.next, locale, 'whole')}`,
      })),
      (c) => [
        ranges.find((r) => c.filterPrice >= r.min && (r.max === null || c.filterPrice <= r.max))?.id ?? '',
      ],
      true,
    );

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
      totalCount: totalCount(results(search, all)),
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
