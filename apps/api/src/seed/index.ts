import { addDays } from '@escale/domain';
import { sql } from 'kysely';
import type { SeedScale } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { geography } from './geo';
import { buildGiftBoxes } from './giftBoxes';
import { buildHotels } from './hotels';
import { insertRows } from './insert';
import {
  type Extension,
  extendInventory,
  HISTORY_DAYS,
  insertAllotments,
  insertRatePlans,
  NIGHTS_AFTER,
  NIGHTS_BEFORE,
  seedRateHistory,
} from './inventory';
import { buildOffers } from './offers';
import { localTaxOf } from './prices';
import { random } from './random';
import { ACTIVITY_TAGS, FACILITIES, referenceMeta, THEMES } from './reference';
import { buildReviews } from './reviews';
import { SCALES } from './scales';

export { type Extension, extendInventory } from './inventory';

/** Bumped whenever the generator writes different rows for the same scale and day. */
export const SEED_VERSION = 2;

export interface SeedOptions {
  scale: SeedScale;
  /** The day the inventory and the history are anchored on, `YYYY-MM-DD`. */
  today: string;
  onProgress?: (line: string) => void;
}

export interface SeedSummary {
  scale: SeedScale;
  today: string;
  version: number;
  /** Rows written per table. */
  counts: Record<string, number>;
  ms: number;
}

/** Row counts in progress lines: 1500, 24.3k, 1.6M. */
function formatCount(count: number): string {
  if (count >= 1_000_000) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 100_000) return `${(count / 1_000).toFixed(1)}k`;
  return String(count);
}

/**
 * Fills every catalog table of an empty, migrated database with the deterministic catalog of a
 * scale: the same scale and `today` always give the same rows, on PGlite and PostgreSQL alike.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const { scale, today } = options;
  const progress = options.onProgress ?? (() => {});
  const started = performance.now();
  const counts: Record<string, number> = {};
  const step = async (name: keyof DB, label: string, write: () => Promise<number>, unit = '') => {
    counts[name] = (counts[name] ?? 0) + (await write());
    progress(`${label} ${formatCount(counts[name] ?? 0)}${unit}`);
  };
  const spec = SCALES[scale];

  await step('destinations', 'destinations', () =>
    insertRows(
      db,
      'destinations',
      geography.destinations.map((d) => ({
        id: d.id,
        kind: d.kind,
        country: d.country,
        pos: d.pos,
        parent_id: d.parentId,
        region_id: d.regionId,
        department_id: d.departmentId,
        names: d.names,
        lat: d.lat,
        lng: d.lng,
        distance_min: d.distanceMin,
        distance_max: d.distanceMax,
        population: d.population,
      })),
    ),
  );
  await step('themes', 'themes', () =>
    insertRows(
      db,
      'themes',
      THEMES.map(({ id, icon, names }) => ({ id, icon, names })),
    ),
  );
  await step('facilities', 'facilities', () =>
    insertRows(
      db,
      'facilities',
      FACILITIES.map(({ code, kind, names }) => ({ code, kind, names })),
    ),
  );
  await step('activity_tags', 'activity tags', () =>
    insertRows(
      db,
      'activity_tags',
      ACTIVITY_TAGS.map(({ id, group, names }) => ({ id, group_code: group, names })),
    ),
  );
  await step('local_taxes', 'local taxes', () =>
    insertRows(
      db,
      'local_taxes',
      geography.cities.flatMap((city) => {
        const tax = localTaxOf(random('tax', city.id), city);
        if (!tax) return [];
        return [
          {
            city_id: city.id,
            type: tax.type,
            amount: tax.type === 'PER_PERSON_PER_NIGHT' ? tax.amount : null,
            percentage: tax.type === 'BOOKING_PERCENTAGE' ? tax.percentage : null,
            to_be_paid_at_hotel: true,
          },
        ];
      }),
    ),
  );

  const built = buildHotels(scale);
  await step('hotels', 'hotels', () => insertRows(db, 'hotels', built.hotels, 500));
  await step('rooms', 'rooms', () => insertRows(db, 'rooms', built.rooms));
  const first = addDays(today, -NIGHTS_BEFORE);
  const last = addDays(today, NIGHTS_AFTER);
  await step('rate_plans', 'rate plans', () => insertRatePlans(db, built.inventory, first, last));
  await step('allotments', 'allotments', () => insertAllotments(db, built.inventory, first, last), ' nights');

  const offers = buildOffers(built.plans, spec.vouchers);
  await step('activities', 'activities', () => insertRows(db, 'activities', offers.activities));
  await step('offers', 'offers', () => insertRows(db, 'offers', offers.offers));
  await step('room_rate_history', 'rate history', () =>
    seedRateHistory(db, addDays(today, -HISTORY_DAYS), addDays(today, -1)),
  );
  await step('activity_vouchers', 'activity vouchers', () =>
    insertRows(db, 'activity_vouchers', offers.vouchers),
  );
  await step('reviews', 'reviews', () =>
    insertRows(db, 'reviews', buildReviews(built.plans, spec.reviews, today), 2000),
  );
  await sql`
    update hotels h set review_score = trunc(s.score, 1), review_count = s.count
    from (select hotel_id, avg(average) as score, count(*) as count from reviews group by hotel_id) s
    where s.hotel_id = h.id
  `.execute(db);
  progress('review scores');
  await step('gift_boxes', 'gift boxes', () => insertRows(db, 'gift_boxes', buildGiftBoxes()));

  const summary: SeedSummary = { scale, today, version: SEED_VERSION, counts, ms: 0 };
  await insertRows(db, 'meta', [
    ...referenceMeta().map(({ key, value }) => ({ key, value })),
    { key: 'seed', value: { scale, today, version: SEED_VERSION, counts } },
  ]);
  summary.ms = Math.round(performance.now() - started);
  progress(`seeded the ${scale} catalog in ${(summary.ms / 1000).toFixed(1)} s`);
  return summary;
}

export interface SeedRecord {
  scale: SeedScale;
  today: string;
  version: number;
  counts: Record<string, number>;
}

/** The seed record of a seeded database, or null. */
export async function readSeed(db: Database): Promise<SeedRecord | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'seed').executeTakeFirst();
  return (row?.value as SeedRecord | undefined) ?? null;
}

export async function isSeeded(db: Database): Promise<boolean> {
  return (await readSeed(db)) !== null;
}

/** Writes the gift boxes into a catalog seeded before their table existed; false when it has them. */
async function addGiftBoxes(db: Database): Promise<boolean> {
  const existing = await db.selectFrom('gift_boxes').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await insertRows(db, 'gift_boxes', buildGiftBoxes());
  return true;
}

/**
 * The startup hook: seeds an empty database, otherwise tops its inventory up to today + 400 days,
 * so a data folder kept for months stays bookable, and adds the gift boxes it lacks.
 */
export async function ensureSeeded(
  db: Database,
  options: SeedOptions,
): Promise<{ seeded: SeedSummary } | { extended: Extension; seed: SeedRecord }> {
  const progress = options.onProgress ?? (() => {});
  const seed = await readSeed(db);
  if (!seed) {
    progress(`seeding the ${options.scale} catalog (anchored on ${options.today})`);
    return { seeded: await seedDatabase(db, options) };
  }
  if (await addGiftBoxes(db)) progress('gift boxes added to the catalog seeded before them');
  const extended = await extendInventory(db, options.today);
  const added = extended.ratePlans + extended.allotments + extended.priceHistory;
  progress(
    added > 0
      ? `inventory extended: ${extended.ratePlans} rate plans, ${formatCount(extended.allotments)} nights, ${extended.priceHistory} price days`
      : `catalog ${seed.scale} seeded on ${seed.today}, inventory up to date`,
  );
  return { extended, seed };
}
