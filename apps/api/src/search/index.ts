import type { DestinationKey } from '@escale/domain';
import { LRUCache } from 'lru-cache';
import type { Catalog, OfferRecord } from '../catalog/catalog';
import type { RoomNights } from '../catalog/inventory';
import type { Database } from '../db/database';
import type { CountryCode, DestinationKind, Localized } from '../db/schema';
import { fold } from './text';

// The search read model: hotels, offers, activity vouchers, destinations and the vocabularies of
// the facets, in memory, built once at startup next to the Catalog (which holds every price and
// the inventory). A search scans these arrays instead of querying the database: PGlite serialises
// queries (~170 facet queries/s), a scan of 6,000 offers takes about a millisecond.

export interface HotelEntry {
  id: number;
  label: string;
  stars: number;
  /** Review average out of 10; null for a hotel without reviews ("New"). */
  score: number | null;
  reviewCount: number;
  lat: number;
  lng: number;
  cityId: string;
  address: string;
  zipCode: string;
  active: boolean;
  /** Its own id and every destination it lies in: city, department, region, country, touristic region, resorts, POIs. */
  places: Set<string>;
  facilities: Set<string>;
  petsAllowed: boolean;
  /** Its facility codes with "pets" when it accepts pets, once each: its values of the facility facet. */
  facilityValues: string[];
  types: string[];
  environments: string[];
  styles: string[];
  offers: OfferEntry[];
  vouchers: VoucherEntry[];
}

export interface OfferEntry {
  id: number;
  hotel: HotelEntry;
  /** Its catalog record and its room's nights, for the scans that price it (Catalog.scanPrice). */
  record: OfferRecord | undefined;
  roomNights: Readonly<RoomNights> | undefined;
  hotelOnly: boolean;
  labels: Localized;
  headwords: Localized<string[]>;
  marketingLabels: Partial<Localized<string[]>>;
  topTheme: number | null;
  themes: number[];
  /** Activity tags of its activities. */
  tags: number[];
  giftable: boolean;
  popularity: number;
}

export interface VoucherEntry {
  id: number;
  hotel: HotelEntry;
  tag: number | null;
  labels: Localized;
  /** By adult count, ascending; cents. */
  prices: Array<{ adults: number; sellPrice: number; barPrice: number }>;
  themes: number[];
  published: boolean;
}

export interface DestinationEntry {
  id: string;
  kind: DestinationKind;
  pos: CountryCode;
  parentId: string | null;
  names: Localized;
  lat: number;
  lng: number;
  distanceMin: number;
  distanceMax: number;
  population: number;
  /** Active hotels in it. */
  hotelCount: number;
  /** A city’s postcode (its first hotel’s); null elsewhere. */
  postalcode: string | null;
}

export interface Vocabulary {
  code: string;
  names: Localized;
}

/** A destination or a hotel as autocomplete finds it. */
export interface SuggestionEntry {
  category: DestinationKey;
  id: string;
  labels: Localized;
  /** Its names in the four languages, folded (text.ts), without repeats. */
  folded: string[];
  lat: number;
  lng: number;
  postalcode: string | null;
  /** Ranks suggestions that match alike: population, or reviews for a hotel. */
  importance: number;
}

interface MetaVocabulary {
  code: string;
  names: Localized;
}

/**
 * Answers kept for repeated searches. A key is the normalised query (every default filled in,
 * lists sorted) with the inventory version and the first checkin day: an order bumps the version
 * and the day turns at midnight and at 20:00 (S-110), so a stale answer is never served; old
 * entries simply age out. A page of cards is some 50 kB. A search not seen before prices the
 * offers of its area straight from the inventory's typed arrays (Catalog.stayPriceOf), without a
 * cache: the hotels of a destination are listed in `hotelsByPlace`.
 */
const ANSWER_CACHE_SIZE = 500;

export class SearchIndex {
  readonly answers = new LRUCache<string, object>({ max: ANSWER_CACHE_SIZE });
  /** The active hotels lying in each destination (and each hotel under its own id), in id order. */
  readonly hotelsByPlace = new Map<string, HotelEntry[]>();

  private constructor(
    readonly catalog: Catalog,
    readonly hotels: HotelEntry[],
    readonly hotelsById: Map<number, HotelEntry>,
    readonly offersById: Map<number, OfferEntry>,
    readonly vouchers: VoucherEntry[],
    readonly destinations: Map<string, DestinationEntry>,
    readonly suggestions: SuggestionEntry[],
    readonly vocabularies: {
      facilities: Vocabulary[];
      /** The facilities some hotel highlights (facets' `highlighted` kind, S-465). */
      highlightedFacilities: Vocabulary[];
      hotelTypes: Vocabulary[];
      hotelEnvironments: Vocabulary[];
      hotelStyles: Vocabulary[];
      activityGroups: Vocabulary[];
    },
    readonly themes: Map<number, { names: Localized; icon: string }>,
    readonly tags: Map<number, { group: string; names: Localized }>,
  ) {
    for (const hotel of hotels) {
      if (!hotel.active) continue;
      for (const place of hotel.places) {
        const list = this.hotelsByPlace.get(place);
        if (list) list.push(hotel);
        else this.hotelsByPlace.set(place, [hotel]);
      }
    }
  }

  static async load(db: Database, catalog: Catalog): Promise<SearchIndex> {
    const [
      hotelRows,
      offerRows,
      activityRows,
      voucherRows,
      destinationRows,
      facilityRows,
      meta,
      themes,
      tags,
    ] = await Promise.all([
      db
        .selectFrom('hotels')
        .select([
          'id',
          'label',
          'stars',
          'review_score',
          'review_count',
          'lat',
          'lng',
          'city_id',
          'department_id',
          'region_id',
          'country_id',
          'touristic_region_id',
          'sea_resort_id',
          'ski_resort_id',
          'poi_ids',
          'address',
          'zip_code',
          'active',
          'facilities',
          'highlighted_facilities',
          'pets_allowed',
          'types',
          'environments',
          'styles',
        ])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('offers')
        .select([
          'id',
          'hotel_id',
          'hotel_only',
          'labels',
          'headwords',
          'marketing_labels',
          'top_theme',
          'themes',
          'activity_ids',
          'giftable',
          'popularity',
        ])
        .orderBy('id')
        .execute(),
      db.selectFrom('activities').select(['id', 'tag_id']).execute(),
      db
        .selectFrom('activity_vouchers')
        .select(['id', 'activity_id', 'hotel_id', 'labels', 'prices', 'themes', 'published'])
        .orderBy('id')
        .execute(),
      db.selectFrom('destinations').selectAll().orderBy('id').execute(),
      db
        .selectFrom('facilities')
        .select(['code', 'names'])
        .where('kind', '=', 'facility')
        .orderBy('code')
        .execute(),
      db.selectFrom('meta').select(['key', 'value']).execute(),
      db.selectFrom('themes').select(['id', 'icon', 'names']).execute(),
      db.selectFrom('activity_tags').select(['id', 'group_code', 'names']).orderBy('id').execute(),
    ]);

    const hotels = hotelRows.map(
      (row): HotelEntry => ({
        id: row.id,
        label: row.label,
        stars: row.stars,
        score: row.review_score === null ? null : Number(row.review_score),
        reviewCount: row.review_count,
        lat: row.lat,
        lng: row.lng,
        cityId: row.city_id,
        address: row.address,
        zipCode: row.zip_code,
        active: row.active,
        places: new Set(
          [
            String(row.id),
            row.city_id,
            row.department_id,
            row.region_id,
            row.country_id,
            row.touristic_region_id,
            row.sea_resort_id,
            row.ski_resort_id,
            ...row.poi_ids,
          ].filter((id): id is string => id !== null),
        ),
        facilities: new Set(row.facilities),
        petsAllowed: row.pets_allowed,
        facilityValues: [...new Set([...row.facilities, ...(row.pets_allowed ? ['pets'] : [])])],
        types: row.types,
        environments: row.environments,
        styles: row.styles,
        offers: [],
        vouchers: [],
      }),
    );
    const hotelsById = new Map(hotels.map((hotel) => [hotel.id, hotel]));

    const tagOfActivity = new Map(activityRows.map((row) => [row.id, row.tag_id]));
    const offersById = new Map<number, OfferEntry>();
    for (const row of offerRows) {
      const hotel = hotelsById.get(row.hotel_id);
      if (!hotel) continue;
      const record = catalog.offers.get(row.id);
      const offer: OfferEntry = {
        id: row.id,
        hotel,
        record,
        roomNights: record && catalog.inventory.nightsOf(record.roomId),
        hotelOnly: row.hotel_only,
        labels: row.labels,
        headwords: row.headwords,
        marketingLabels: row.marketing_labels,
        topTheme: row.top_theme,
        themes: row.themes,
        tags: [
          ...new Set(
            row.activity_ids.map((id) => tagOfActivity.get(id)).filter((tag): tag is number => tag != null),
          ),
        ],
        giftable: row.giftable,
        popularity: row.popularity,
      };
      hotel.offers.push(offer);
      offersById.set(offer.id, offer);
    }

    const vouchers: VoucherEntry[] = [];
    for (const row of voucherRows) {
      const hotel = hotelsById.get(row.hotel_id);
      if (!hotel) continue;
      const voucher: VoucherEntry = {
        id: row.id,
        hotel,
        tag: tagOfActivity.get(row.activity_id) ?? null,
        labels: row.labels,
        prices: [...row.prices].sort((a, b) => a.adults - b.adults),
        themes: row.themes,
        published: row.published,
      };
      hotel.vouchers.push(voucher);
      vouchers.push(voucher);
    }

    const hotelCount = new Map<string, number>();
    const postalcode = new Map<string, string>();
    for (const hotel of hotels) {
      if (!hotel.active) continue;
      for (const place of hotel.places) hotelCount.set(place, (hotelCount.get(place) ?? 0) + 1);
      if (!postalcode.has(hotel.cityId)) postalcode.set(hotel.cityId, hotel.zipCode);
    }
    const destinations = new Map(
      destinationRows.map((row): [string, DestinationEntry] => [
        row.id,
        {
          id: row.id,
          kind: row.kind,
          pos: row.pos,
          parentId: row.parent_id,
          names: row.names,
          lat: row.lat,
          lng: row.lng,
          distanceMin: row.distance_min,
          distanceMax: row.distance_max,
          population: row.population,
          hotelCount: hotelCount.get(row.id) ?? 0,
          postalcode: row.kind === 'city' ? (postalcode.get(row.id) ?? null) : null,
        },
      ]),
    );

    const highlighted = new Set(hotelRows.flatMap((row) => row.highlighted_facilities));
    const vocabulary = (key: string): Vocabulary[] =>
      ((meta.find((row) => row.key === key)?.value ?? []) as MetaVocabulary[]).map(({ code, names }) => ({
        code,
        names,
      }));

    return new SearchIndex(
      catalog,
      hotels,
      hotelsById,
      offersById,
      vouchers,
      destinations,
      suggestionsOf(destinations, hotels),
      {
        facilities: facilityRows.map((row) => ({ code: row.code, names: row.names })),
        highlightedFacilities: facilityRows
          .filter((row) => highlighted.has(row.code))
          .map((row) => ({ code: row.code, names: row.names })),
        hotelTypes: vocabulary('hotel_types'),
        hotelEnvironments: vocabulary('hotel_environments'),
        hotelStyles: vocabulary('hotel_styles'),
        activityGroups: vocabulary('activity_groups'),
      },
      new Map(themes.map((row) => [row.id, { names: row.names, icon: row.icon }])),
      new Map(tags.map((row) => [row.id, { group: row.group_code, names: row.names }])),
    );
  }

  /**
   * The part of every cache key that changes when prices may: the inventory version and the first
   * checkin day (today, or tomorrow from 20:00).
   */
  pricesVersion(): string {
    return `${this.catalog.inventory.version}|${this.catalog.firstCheckin()}`;
  }
}

function foldedNames(names: Localized): string[] {
  return [...new Set(Object.values(names).map(fold))];
}

/** Destinations with active hotels, and active hotels, as autocomplete finds them. */
function suggestionsOf(destinations: Map<string, DestinationEntry>, hotels: HotelEntry[]): SuggestionEntry[] {
  const places = [...destinations.values()]
    .filter((place) => place.hotelCount > 0)
    .map(
      (place): SuggestionEntry => ({
        category: place.kind,
        id: place.id,
        labels: place.names,
        folded: foldedNames(place.names),
        lat: place.lat,
        lng: place.lng,
        postalcode: place.postalcode,
        importance: place.population,
      }),
    );
  const hotelSuggestions = hotels
    .filter((hotel) => hotel.active)
    .map(
      (hotel): SuggestionEntry => ({
        category: 'hotel',
        id: String(hotel.id),
        labels: { fr: hotel.label, es: hotel.label, it: hotel.label, nl: hotel.label },
        folded: [fold(hotel.label)],
        lat: hotel.lat,
        lng: hotel.lng,
        postalcode: hotel.zipCode,
        importance: hotel.reviewCount,
      }),
    );
  return [...places, ...hotelSuggestions];
}
