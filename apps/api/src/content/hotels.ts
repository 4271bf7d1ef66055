import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import type {
  ActivitiesTable,
  DestinationKind,
  HotelsTable,
  Localized,
  LocalTaxesTable,
  OffersTable,
  RoomsTable,
} from '../db/schema';
import { positiveReviews, type ReviewRow } from './reviews';
import { ContentStore } from './store';

// The SQL of hotel content: a hotel with its rooms, offers and activities, the names it refers to,
// and its neighbours.

export type HotelRow = Selectable<HotelsTable>;
export type RoomRow = Selectable<RoomsTable>;
export type OfferRow = Selectable<OffersTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
export type LocalTaxRow = Selectable<LocalTaxesTable>;

export interface Place {
  id: string;
  kind: DestinationKind;
  names: Localized;
}

/** Everything a hotel's pages show, read in one go. */
export interface HotelContent {
  hotel: HotelRow;
  rooms: RoomRow[];
  offers: OfferRow[];
  activities: Map<number, ActivityRow>;
  /** Country, region, department and city, those the hotel has, in that order. */
  places: Place[];
  facilityNames: Map<string, Localized>;
  /** Names of the groups of infoGeneral by code. */
  infoGroups: Map<string, Localized>;
  /** The activity group (its code is the icon, its name the univers) of each activity tag. */
  tagGroups: Map<number, { code: string; names: Localized | null }>;
  localTax: LocalTaxRow | null;
  /** Its latest reviews with a positive comment, when the content was read at startup (store.ts). */
  highlights?: ReviewRow[];
}

export const PLACE_ORDER: DestinationKind[] = ['country', 'region', 'department', 'city'];

/**
 * Hotel content (texts, rooms, offers, activities, places) never changes while the API runs (only
 * inventory does, and it lives in the catalog), so each hotel's content is read once and kept:
 * product pages and quotes then cost no database round trip, which PGlite serialises.
 */
const contentCaches = new WeakMap<Database, LRUCache<number, Promise<HotelContent | null>>>();

/** The content read at startup (store.ts), when the server did: hotels are then read from it. */
const stores = new WeakMap<Database, ContentStore>();

/** Reads every hotel's content now (at startup), so that no request waits for it. */
export async function preloadHotelContent(db: Database, highlightCount: number): Promise<ContentStore> {
  const store = await ContentStore.load(db, highlightCount);
  stores.set(db, store);
  return store;
}

export function loadHotelContent(db: Database, hotelId: number): Promise<HotelContent | undefined> {
  let cache = contentCaches.get(db);
  if (!cache) {
    // Unpacking a hotel's content from the store costs more than the rest of a product page, so
    // the default catalog's 1,500 hotels all stay unpacked once read: the API bench's product
    // page went from 1.14 to 0.47 ms of CPU per answer, and its RSS after the load stayed under 800 MB.
    cache = new LRUCache({ max: 2000 });
    contentCaches.set(db, cache);
  }
  let entry = cache.get(hotelId);
  if (!entry) {
    const store = stores.get(db);
    entry = store
      ? Promise.resolve(store.content(hotelId) ?? null)
      : readHotelContent(db, hotelId).then((content) => content ?? null);
    // A failed read is not kept: the next request tries again.
    entry.catch(() => cache.delete(hotelId));
    cache.set(hotelId, entry);
  }
  return entry.then((content) => content ?? undefined);
}

/** The latest reviews with a positive comment (S-398): from the content read at startup when it holds them. */
export async function reviewHighlights(db: Database, hotelId: number, limit: number): Promise<ReviewRow[]> {
  const store = stores.get(db);
  if (store && limit <= store.highlightCount) {
    const highlights = (await loadHotelContent(db, hotelId))?.highlights;
    if (highlights) return highlights.slice(0, limit);
  }
  return positiveReviews(db, hotelId, limit);
}

/** What every hotel's content shares: facility names, info groups and activity groups. */
export async function sharedContent(
  db: Database,
): Promise<Pick<HotelContent, 'facilityNames' | 'infoGroups' | 'tagGroups'>> {
  const [facilities, meta, tags] = await Promise.all([
    db.selectFrom('facilities').select(['code', 'names']).execute(),
    db
      .selectFrom('meta')
      .select(['key', 'value'])
      .where('key', 'in', ['info_general_groups', 'activity_groups'])
      .execute(),
    db.selectFrom('activity_tags').select(['id', 'group_code']).execute(),
  ]);
  const named = (key: string) =>
    new Map(
      ((meta.find((m) => m.key === key)?.value ?? []) as Array<{ code: string; names: Localized }>).map(
        (g) => [g.code, g.names],
      ),
    );
  const activityGroups = named('activity_groups');
  return {
    facilityNames: new Map(facilities.map((f) => [f.code, f.names])),
    infoGroups: named('info_general_groups'),
    tagGroups: new Map(
      tags.map((t) => [t.id, { code: t.group_code, names: activityGroups.get(t.group_code) ?? null }]),
    ),
  };
}

export async function readHotelContent(db: Database, hotelId: number): Promise<HotelContent | undefined> {
  const hotel = await db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) return undefined;
  const placeIds = [hotel.country_id, hotel.region_id, hotel.department_id, hotel.city_id].filter(
    (id): id is string => id !== null,
  );
  const [rooms, offers, activities, places, shared, localTax] = await Promise.all([
    db.selectFrom('rooms').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute(),
    db.selectFrom('offers').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute(),
    db.selectFrom('activities').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute(),
    db.selectFrom('destinations').select(['id', 'kind', 'names']).where('id', 'in', placeIds).execute(),
    sharedContent(db),
    db.selectFrom('local_taxes').selectAll().where('city_id', '=', hotel.city_id).executeTakeFirst(),
  ]);
  return {
    hotel,
    rooms,
    offers,
    activities: new Map(activities.map((a) => [a.id, a])),
    places: places
      .filter((p) => PLACE_ORDER.includes(p.kind))
      .sort((a, b) => PLACE_ORDER.indexOf(a.kind) - PLACE_ORDER.indexOf(b.kind)),
    ...shared,
    localTax: localTax ?? null,
  };
}

export interface NeighbourRow {
  id: number;
  label: string;
  stars: number;
  lat: number;
  lng: number;
  image_count: number;
  review_score: number | null;
  review_count: number;
  city_names: Localized;
  distance_km: number;
}

/** The closest active hotels to a point, nearest first, with their great-circle distance in km. */
export async function nearestHotels(
  db: Database,
  from: { id: number; lat: number; lng: number },
  limit: number,
): Promise<NeighbourRow[]> {
  const distance = sql<number>`2 * 6371 * asin(sqrt(
    power(sin(radians(h.lat - ${from.lat}) / 2), 2)
    + cos(radians(${from.lat})) * cos(radians(h.lat)) * power(sin(radians(h.lng - ${from.lng}) / 2), 2)
  ))`;
  return db
    .selectFrom('hotels as h')
    .innerJoin('destinations as c', 'c.id', 'h.city_id')
    .select([
      'h.id',
      'h.label',
      'h.stars',
      'h.lat',
      'h.lng',
      'h.image_count',
      'h.review_score',
      'h.review_count',
      'c.names as city_names',
      distance.as('distance_km'),
    ])
    .where('h.active', '=', true)
    .where('h.id', '<>', from.id)
    .orderBy(distance)
    .orderBy('h.id')
    .limit(limit)
    .execute();
}
