import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { ActivityRow, HotelContent, HotelRow, LocalTaxRow, OfferRow, Place, RoomRow } from './hotels';
import { PLACE_ORDER, sharedContent } from './hotels';
import type { ReviewRow } from './reviews';

// Every hotel's content read at startup, so that a product page, a quote or a hotel page never
// waits for the database (PGlite serialises queries: eight per hotel made a first product page
// cost ~12 ms). Each hotel's rows are kept as deflated JSON (content never changes while the API
// runs; the rows hold strings, numbers, booleans and JSON only, so they come back identical),
// against a dictionary of phrases the hotels share. Texts shared by every hotel are kept once.

/** What is stored per hotel: its own rows and its latest positive reviews. */
interface StoredHotel {
  hotel: HotelRow;
  rooms: RoomRow[];
  offers: OfferRow[];
  activities: ActivityRow[];
  places: Place[];
  localTax: LocalTaxRow | null;
  highlights: ReviewRow[];
}

/** Deflate looks back 32 kB at most: the dictionary's size. */
const DICTIONARY_BYTES = 32 * 1024;

/**
 * A deflate dictionary from some hotels' JSON: the generated texts repeat phrases from hotel to
 * hotel, so each hotel then compresses to a fraction of what it does alone.
 */
function dictionaryOf(jsons: string[]): Buffer {
  const step = Math.max(1, Math.floor(jsons.length / 16));
  const sample = jsons.filter((_, i) => i % step === 0).join('');
  const bytes = Buffer.from(sample, 'utf8');
  return bytes.subarray(Math.max(0, bytes.length - DICTIONARY_BYTES));
}

/** Hotels read per round of queries: bounds the rows held at once while loading. */
const HOTELS_PER_ROUND = 1000;

export class ContentStore {
  private constructor(
    private readonly hotels: Map<number, Buffer>,
    /** What deflate matches every hotel's JSON against: texts and keys most hotels share. */
    private readonly dictionary: Buffer,
    private readonly shared: Pick<HotelContent, 'facilityNames' | 'infoGroups' | 'tagGroups'>,
    /** Latest positive reviews kept per hotel. */
    readonly highlightCount: number,
  ) {}

  static async load(db: Database, highlightCount: number): Promise<ContentStore> {
    const shared = await sharedContent(db);
    const [destinations, localTaxes, bounds] = await Promise.all([
      db.selectFrom('destinations').select(['id', 'kind', 'names']).execute(),
      db.selectFrom('local_taxes').selectAll().execute(),
      db
        .selectFrom('hotels')
        .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
        .executeTakeFirst(),
    ]);
    const places = new Map(destinations.map((place) => [place.id, place]));
    const taxByCity = new Map<string, LocalTaxRow>();
    for (const tax of localTaxes) if (!taxByCity.has(tax.city_id)) taxByCity.set(tax.city_id, tax);
    const hotels = new Map<number, Buffer>();
    let dictionary: Buffer | undefined;
    const first = Number(bounds?.first ?? 0);
    const last = Number(bounds?.last ?? -1);
    for (let from = first; from <= last; from += HOTELS_PER_ROUND) {
      const to = from + HOTELS_PER_ROUND - 1;
      const [hotelRows, rooms, offers, activities, highlights] = await Promise.all([
        db
          .selectFrom('hotels')
          .selectAll()
          .where('id', '>=', from)
          .where('id', '<=', to)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('rooms')
          .selectAll()
          .where('hotel_id', '>=', from)
          .where('hotel_id', '<=', to)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('offers')
          .selectAll()
          .where('hotel_id', '>=', from)
          .where('hotel_id', '<=', to)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('activities')
          .selectAll()
          .where('hotel_id', '>=', from)
          .where('hotel_id', '<=', to)
          .orderBy('id')
          .execute(),
        // The same rows and order as positiveReviews, for every hotel of the round at once.
        sql<ReviewRow & { hotel_id: number }>`
          select hotel_id, id, locale, customer, stay_type, stayed_on, average, positive, negative from (
            select r.*, row_number() over (partition by hotel_id order by stayed_on desc, id desc) as rank
            from reviews r
            where hotel_id between ${from} and ${to} and positive is not null
          ) ranked
          where rank <= ${highlightCount}
          order by hotel_id, rank
        `.execute(db),
      ]);
      const byHotel = <T extends { hotel_id: number }>(rows: T[]) => {
        const grouped = new Map<number, T[]>();
        for (const row of rows) {
          const list = grouped.get(row.hotel_id);
          if (list) list.push(row);
          else grouped.set(row.hotel_id, [row]);
        }
        return grouped;
      };
      const roomsOf = byHotel(rooms);
      const offersOf = byHotel(offers);
      const activitiesOf = byHotel(activities);
      const highlightsOf = byHotel(highlights.rows);
      const round: Array<[number, string]> = [];
      for (const hotel of hotelRows) {
        const placeIds = new Set([hotel.country_id, hotel.region_id, hotel.department_id, hotel.city_id]);
        const stored: StoredHotel = {
          hotel,
          rooms: roomsOf.get(hotel.id) ?? [],
          offers: offersOf.get(hotel.id) ?? [],
          activities: activitiesOf.get(hotel.id) ?? [],
          places: [...placeIds]
            .map((id) => (id === null ? undefined : places.get(id)))
            .filter((place): place is Place => place !== undefined && PLACE_ORDER.includes(place.kind))
            .sort((a, b) => PLACE_ORDER.indexOf(a.kind) - PLACE_ORDER.indexOf(b.kind)),
          localTax: taxByCity.get(hotel.city_id) ?? null,
          highlights: (highlightsOf.get(hotel.id) ?? []).map(({ hotel_id: _, ...review }) => review),
        };
        round.push([hotel.id, JSON.stringify(stored)]);
      }
      dictionary ??= dictionaryOf(round.map(([, json]) => json));
      for (const [id, json] of round) hotels.set(id, deflateRawSync(json, { dictionary }));
    }
    return new ContentStore(hotels, dictionary ?? Buffer.alloc(0), shared, highlightCount);
  }

  /** How many hotels it holds and their stored size in bytes. */
  get size(): { hotels: number; bytes: number } {
    let bytes = 0;
    for (const buffer of this.hotels.values()) bytes += buffer.length;
    return { hotels: this.hotels.size, bytes };
  }

  private stored(hotelId: number): StoredHotel | undefined {
    const buffer = this.hotels.get(hotelId);
    if (!buffer) return undefined;
    return JSON.parse(
      inflateRawSync(buffer, { dictionary: this.dictionary }).toString('utf8'),
    ) as StoredHotel;
  }

  /** A hotel's content, as loadHotelContent reads it; undefined for an unknown hotel. */
  content(hotelId: number): HotelContent | undefined {
    const stored = this.stored(hotelId);
    if (!stored) return undefined;
    return {
      hotel: stored.hotel,
      rooms: stored.rooms,
      offers: stored.offers,
      activities: new Map(stored.activities.map((activity) => [activity.id, activity])),
      places: stored.places,
      ...this.shared,
      localTax: stored.localTax,
      highlights: stored.highlights,
    };
  }
}
