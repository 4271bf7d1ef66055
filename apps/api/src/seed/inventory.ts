import { addDays } from '@escale/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database';
import type { RoomInventory } from './hotels';
import { HIGH_SEASON_FACTOR, SEASON_PROFILE_CODES, SEASON_PROFILES } from './prices';

// The big tables are generated inside PostgreSQL with generate_series and integer arithmetic (no
// random(), no hashtext), so PGlite and a PostgreSQL server write the very same rows.

/** Nights are sold from 60 days before today to 400 days after it. */
export const NIGHTS_BEFORE = 60;
export const NIGHTS_AFTER = 400;
/** Price history covers the 60 days before today. */
export const HISTORY_DAYS = 60;

/** Day numbers count from Monday 3 January 2000, so (day % 7) is the weekday. */
const dayNumber = (night: RawBuilder<unknown>) => sql`(${night} - date '2000-01-03')`;

/**
 * Rooms left to sell on a night: the room's allotment, none on about 2 % of nights (two nights in a
 * row every 97 days, shifted per room), one on some others (last-room stress messages).
 */
function allotmentTotal(night: RawBuilder<unknown>): RawBuilder<number> {
  const day = dayNumber(night);
  return sql<number>`case
    when (${day} + r.hotel_id * 5 + r.room_no * 3) % 97 < 2 then 0
    when (${day} * 3 + r.room_no + r.hotel_id) % 17 = 0 then least(r.total, 1)
    else r.total end`;
}

const ROOMS_PER_STATEMENT = 400;

function roomsJson(rooms: RoomInventory[]): string {
  return JSON.stringify(rooms);
}

const roomRecord = sql`r(room_id text, hotel_id int, room_no int, base int, profile int, friday int, saturday int, min_stay int, total int)`;

/** The season factor of each profile and month, as a VALUES list. */
function seasonValues(): RawBuilder<unknown> {
  const rows = Object.entries(SEASON_PROFILES).flatMap(([profile, months]) =>
    months.map(
      (factor, i) =>
        sql`(${sql.lit(SEASON_PROFILE_CODES[profile as keyof typeof SEASON_PROFILES])}, ${sql.lit(i + 1)}, ${sql.lit(factor)})`,
    ),
  );
  return sql`(values ${sql.join(rows)}) as f(profile, month, factor)`;
}

/** Monthly rate plans of every room from the month of `from` to the month of `to`. */
export async function insertRatePlans(
  db: Database,
  rooms: RoomInventory[],
  from: string,
  to: string,
): Promise<number> {
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rooms.length; start += ROOMS_PER_STATEMENT * 4) {
      const chunk = rooms.slice(start, start + ROOMS_PER_STATEMENT * 4);
      const result = await sql`
        insert into rate_plans (room_id, valid_from, valid_to, price_weekday, price_friday, price_saturday, min_los_weekday, min_los_weekend)
        select r.room_id, m::date, (m + interval '1 month' - interval '1 day')::date,
          ((r.base::bigint * f.factor + 5000) / 10000 * 100)::int,
          ((r.base::bigint * f.factor * r.friday / 100 + 5000) / 10000 * 100)::int,
          ((r.base::bigint * f.factor * r.saturday / 100 + 5000) / 10000 * 100)::int,
          1,
          case when r.min_stay = 2 or (r.min_stay = 1 and f.factor >= ${sql.lit(HIGH_SEASON_FACTOR)}) then 2 else 1 end
        from jsonb_to_recordset(${roomsJson(chunk)}::jsonb) as ${roomRecord}
        cross join generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month') as m
        join ${seasonValues()} on f.profile = r.profile and f.month = extract(month from m)
      `.execute(trx);
      count += Number(result.numAffectedRows ?? 0);
    }
  });
  return count;
}

/**
 * Runs a bulk load into a freshly migrated table without its primary and foreign keys, then puts
 * them back as the migration defined them: checking 1.9 M foreign keys one row at a time and keeping
 * the index up to date take three times longer than building the index and validating the keys once
 * (allotments of the default scale: about 8 s instead of 25 s on PGlite). All in one transaction.
 */
async function withoutKeys(
  db: Database,
  table: 'allotments' | 'room_rate_history',
  load: (trx: Database) => Promise<number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows: constraints } = await sql<{ name: string; definition: string }>`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = ${table}::regclass and contype in ('p', 'f') order by contype desc, conname
    `.execute(trx);
    for (const { name } of constraints) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(trx);
    }
    const count = await load(trx);
    for (const { name, definition } of constraints) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} ${sql.raw(definition)}`.execute(
        trx,
      );
    }
    return count;
  });
}

/** One allotment row per room and night from `from` to `to`, in a freshly migrated table. */
export async function insertAllotments(
  db: Database,
  rooms: RoomInventory[],
  from: string,
  to: string,
): Promise<number> {
  return withoutKeys(db, 'allotments', async (trx) => {
    let count = 0;
    for (let start = 0; start < rooms.length; start += ROOMS_PER_STATEMENT) {
      const chunk = rooms.slice(start, start + ROOMS_PER_STATEMENT);
      const result = await sql`
        insert into allotments (room_id, night, total)
        select r.room_id, d::date, ${allotmentTotal(sql`d::date`)}
        from jsonb_to_recordset(${roomsJson(chunk)}::jsonb) as ${roomRecord}
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d
      `.execute(trx);
      count += Number(result.numAffectedRows ?? 0);
    }
    return count;
  });
}

/**
 * Each room's lowest nightly rate on each day from `from` to `to`: its cheapest weekday rate with a
 * small daily variation (0 to 4 %), so the lowest rate of 30 days is a real minimum.
 */
export async function insertRateHistory(db: Database, from: string, to: string): Promise<number> {
  if (from > to) return 0;
  const day = dayNumber(sql`d::date`);
  const result = await sql`
    insert into room_rate_history (room_id, day, nightly_rate)
    select p.room_id, d::date,
      (p.cheapest * (1000 + (rm.hotel_id * 37 + split_part(p.room_id, '-', 3)::int * 13 + ${day} * 11) % 41) / 1000)::int
    from (select room_id, min(price_weekday) as cheapest from rate_plans group by room_id) p
    join rooms rm on rm.id = p.room_id
    cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The rate history of the seed, in a freshly migrated table. */
export async function seedRateHistory(db: Database, from: string, to: string): Promise<number> {
  return withoutKeys(db, 'room_rate_history', (trx) => insertRateHistory(trx, from, to));
}

export interface Extension {
  ratePlans: number;
  allotments: number;
  priceHistory: number;
}

/**
 * Tops up the inventory so that nights stay on sale until today + 400 days and price history reaches
 * yesterday: rate plans copy the same month one year earlier (same season), allotments follow the
 * same arithmetic as the seed with each room's usual allotment. Running it twice changes nothing.
 */
export async function extendInventory(db: Database, today: string): Promise<Extension> {
  const target = addDays(today, NIGHTS_AFTER);
  const extension: Extension = { ratePlans: 0, allotments: 0, priceHistory: 0 };

  for (;;) {
    const { last } = await sql<{ last: string | null }>`select max(valid_from)::text as last from rate_plans`
      .execute(db)
      .then((r) => r.rows[0] ?? { last: null });
    if (!last || last >= `${target.slice(0, 7)}-01`) break;
    const result = await db.transaction().execute((trx) =>
      sql`
        insert into rate_plans (room_id, valid_from, valid_to, price_weekday, price_friday, price_saturday, min_los_weekday, min_los_weekend)
        select room_id, (valid_from + interval '1 year')::date, (valid_from + interval '13 months' - interval '1 day')::date,
          price_weekday, price_friday, price_saturday, min_los_weekday, min_los_weekend
        from rate_plans
        where valid_from > (${last}::date - interval '1 year') and valid_from + interval '1 year' <= date_trunc('month', ${target}::date)
      `.execute(trx),
    );
    const added = Number(result.numAffectedRows ?? 0);
    if (added === 0) break;
    extension.ratePlans += added;
  }

  const { lastNight } = await sql<{
    lastNight: string | null;
  }>`select max(night)::text as "lastNight" from allotments`
    .execute(db)
    .then((r) => r.rows[0] ?? { lastNight: null });
  if (lastNight && lastNight < target) {
    const from = addDays(lastNight, 1);
    const result = await db.transaction().execute((trx) =>
      sql`
        insert into allotments (room_id, night, total)
        select r.room_id, d::date, ${allotmentTotal(sql`d::date`)}
        from (
          select a.room_id, rm.hotel_id, split_part(a.room_id, '-', 3)::int as room_no, max(a.total) as total
          from allotments a join rooms rm on rm.id = a.room_id
          where a.night > ${lastNight}::date - 120
          group by a.room_id, rm.hotel_id
        ) r
        cross join generate_series(${from}::date, ${target}::date, interval '1 day') as d
      `.execute(trx),
    );
    extension.allotments = Number(result.numAffectedRows ?? 0);
  }

  // History reaches yesterday, from its last day or, for an empty table, HISTORY_DAYS back.
  const { lastDay } = await sql<{
    lastDay: string | null;
  }>`select max(day)::text as "lastDay" from room_rate_history`
    .execute(db)
    .then((r) => r.rows[0] ?? { lastDay: null });
  const yesterday = addDays(today, -1);
  const from = lastDay ? addDays(lastDay, 1) : addDays(today, -HISTORY_DAYS);
  extension.priceHistory = await insertRateHistory(db, from, yesterday);
  return extension;
}
