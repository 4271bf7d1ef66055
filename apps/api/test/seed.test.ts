import { addDays } from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../src/db/database';
import type { CountryCode, Localized } from '../src/db/schema';
import { COUNTRY_BOUNDS } from '../src/seed/geo';
import { buildHotels } from '../src/seed/hotels';
import { ensureSeeded, extendInventory, readSeed, seedDatabase } from '../src/seed/index';
import { buildOffers } from '../src/seed/offers';
import { ACTIVITY_GROUPS, FAMILY_THEME, THEMES } from '../src/seed/reference';
import { buildReviews } from '../src/seed/reviews';
import { SCALES } from '../src/seed/scales';
import { createTestContext, type TestContext } from './support';

const TODAY = '2026-06-01';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ today: TODAY });
});
afterAll(async () => {
  await ctx?.close();
});

async function rows<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(ctx.db)).rows;
}

async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await rows(query))[0]?.n ?? 0);
}

describe('the seed is deterministic', () => {
  const TABLES = {
    destinations: 'id',
    hotels: 'id',
    rooms: 'id',
    rate_plans: 'room_id, valid_from',
    allotments: 'room_id, night',
    activities: 'id',
    offers: 'id',
    room_rate_history: 'room_id, day',
    activity_vouchers: 'id',
    reviews: 'id',
    local_taxes: 'city_id',
    gift_boxes: 'id',
  } as const;

  /** A checksum of each table's rows in key order. */
  async function checksums(db: Database): Promise<Record<string, string>> {
    const sums: Record<string, string> = {};
    for (const [table, order] of Object.entries(TABLES)) {
      // Rate plan ids are serial: leave them out of the comparison of contents.
      const columns =
        table === 'rate_plans'
          ? sql`(t.room_id, t.valid_from, t.valid_to, t.price_weekday, t.price_friday, t.price_saturday, t.min_los_weekday, t.min_los_weekend)::text`
          : sql`t::text`;
      const orderBy = sql.join(order.split(', ').map((column) => sql.ref(`t.${column}`)));
      const result = await sql<{ sum: string }>`
        select md5(string_agg(${columns}, '|' order by ${orderBy})) as sum from ${sql.table(table)} t
      `.execute(db);
      sums[table] = result.rows[0]?.sum ?? '';
    }
    return sums;
  }

  async function seedInMemory() {
    const handle = await openDatabase({});
    await migrate(handle.db);
    const summary = await seedDatabase(handle.db, { scale: 'test', today: TODAY });
    const sums = await checksums(handle.db);
    await handle.close();
    return { counts: summary.counts, sums };
  }

  it('two seeds of the test scale write the same rows, on PGlite and on the test database alike', async () => {
    const first = await seedInMemory();
    const second = await seedInMemory();
    expect(second.counts).toEqual(first.counts);
    expect(second.sums).toEqual(first.sums);
    expect(first.counts.hotels).toBe(60);
    // The test context's database: a cached PGlite copy, or PostgreSQL with TEST_DATABASE_URL.
    expect(await checksums(ctx.db)).toEqual(first.sums);
    expect((await readSeed(ctx.db))?.counts).toEqual(first.counts);
  });

  it('records the scale, the day, the version and the counts in meta', async () => {
    const seed = await readSeed(ctx.db);
    expect(seed).toMatchObject({ scale: 'test', today: TODAY });
    expect(seed?.counts.hotels).toBe(60);
    expect(seed?.counts.offers).toBeGreaterThanOrEqual(200);
  });
});

describe('the test scale covers every case', () => {
  it('has hotels in every kind of destination and in all five countries', async () => {
    const kinds = await rows(sql<{ kind: string; n: number }>`
      select d.kind, count(distinct h.id)::int as n from destinations d
      join hotels h on d.id in (h.country_id, h.region_id, h.department_id, h.city_id, h.touristic_region_id, h.sea_resort_id, h.ski_resort_id)
        or d.id = any (h.poi_ids)
      group by d.kind
    `);
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    for (const kind of [
      'country',
      'region',
      'department',
      'city',
      'touristicregion',
      'searesort',
      'skiresort',
      'poi',
    ]) {
      expect(byKind[kind], kind).toBeGreaterThan(0);
    }
    const countries = await rows(
      sql<{ country_id: string }>`select distinct country_id from hotels order by 1`,
    );
    expect(countries.map((c) => c.country_id)).toEqual([
      'country-be',
      'country-es',
      'country-fr',
      'country-it',
      'country-nl',
    ]);
  });

  it('has reviewed and new hotels, a few inactive ones, pets allowed or not, and eco-labelled hotels (S-212)', async () => {
    const stats = (
      await rows(sql<{
        new: number;
        reviewed: number;
        inactive: number;
        pets: number;
        no_pets: number;
        eco_label: number;
        total: number;
      }>`
        select count(*) filter (where review_count = 0)::int as new,
          count(*) filter (where review_count > 0)::int as reviewed,
          count(*) filter (where not active)::int as inactive,
          count(*) filter (where pets_allowed)::int as pets,
          count(*) filter (where not pets_allowed)::int as no_pets,
          count(*) filter (where cardinality(eco_facilities) >= 8)::int as eco_label,
          count(*)::int as total
        from hotels
      `)
    )[0];
    expect(stats?.new).toBeGreaterThan(0);
    expect(stats?.reviewed).toBeGreaterThan(0);
    expect(stats?.inactive).toBeGreaterThan(0);
    expect((stats?.inactive ?? 0) / (stats?.total ?? 1)).toBeLessThan(0.05);
    expect(stats?.pets).toBeGreaterThan(0);
    expect(stats?.no_pets).toBeGreaterThan(0);
    expect(stats?.eco_label).toBeGreaterThan(0);
  });

  it('stores review scores as the truncated average of the reviews', async () => {
    const mismatches = await count(sql<{ n: number }>`
      select count(*)::int as n from hotels h
      join (select hotel_id, trunc(avg(average), 1) as score, count(*) as n from reviews group by hotel_id) r on r.hotel_id = h.id
      where h.review_score <> r.score or h.review_count <> r.n
    `);
    expect(mismatches).toBe(0);
    expect(await count(sql<{ n: number }>`select count(*)::int as n from reviews`)).toBeGreaterThan(2_000);
  });

  it('sells every theme, the family theme 39 included (G-27), and every activity group', async () => {
    const themes = await rows(
      sql<{ theme: number }>`select distinct unnest(themes) as theme from offers order by 1`,
    );
    expect(themes.map((t) => t.theme)).toEqual(THEMES.map((t) => t.id).sort((a, b) => a - b));
    expect(themes.map((t) => t.theme)).toContain(FAMILY_THEME);
    const groups = await rows(sql<{ group_code: string }>`
      select distinct t.group_code from offers o
      join activities a on a.id = any (o.activity_ids) join activity_tags t on t.id = a.tag_id order by 1
    `);
    expect(groups.map((g) => g.group_code)).toEqual(ACTIVITY_GROUPS.map((g) => g.code).sort());
  });

  it('has offers with and without promo at every discount, cancellable or not', async () => {
    const discounts = await rows(
      sql<{ discount_pct: number }>`select distinct discount_pct from offers order by 1`,
    );
    expect(discounts.map((d) => d.discount_pct)).toEqual([0, 5, 9, 10, 15, 20, 30]);
    const cancellable = await rows(
      sql<{ cancellable: boolean }>`select distinct cancellable from offers order by 1`,
    );
    expect(cancellable.map((c) => c.cancellable)).toEqual([false, true]);
  });

  it('has 1- to 3-night packages and hotel-only offers of 1 to 7 nights', async () => {
    const packages = (
      await rows(
        sql<{
          min: number;
          max: number;
        }>`select min(nights_min) as min, max(nights_max) as max from offers where not hotel_only`,
      )
    )[0];
    expect(packages).toEqual({ min: 1, max: 3 });
    const hotelOnly = (
      await rows(
        sql<{
          min: number;
          max: number;
        }>`select min(nights_min) as min, max(nights_max) as max from offers where hotel_only`,
      )
    )[0];
    expect(hotelOnly).toEqual({ min: 1, max: 7 });
  });

  it('has sold-out nights and a two-night minimum on some weekends', async () => {
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from allotments where total = 0`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from allotments where total > 0`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from rate_plans where min_los_weekend = 2`),
    ).toBeGreaterThan(0);
  });

  it('has local taxes of both types (G-42)', async () => {
    const types = await rows(sql<{ type: string }>`
      select distinct t.type from local_taxes t join hotels h on h.city_id = t.city_id order by 1
    `);
    expect(types.map((t) => t.type)).toEqual(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT']);
  });

  it('has activity vouchers priced for 1 and 2 adults, some unpublished', async () => {
    const vouchers = await ctx.db.selectFrom('activity_vouchers').select(['prices', 'published']).execute();
    expect(vouchers.length).toBe(SCALES.test.vouchers);
    for (const voucher of vouchers) {
      expect(voucher.prices.map((p) => p.adults)).toEqual([1, 2]);
      for (const price of voucher.prices) expect(price.sellPrice).toBeLessThanOrEqual(price.barPrice);
    }
    expect(vouchers.some((v) => !v.published)).toBe(true);
    expect(vouchers.some((v) => v.published)).toBe(true);
  });

  it('prices a city double by stars: 2★ about 60–90 €, 5★ about 250–500 € on an April weekday', async () => {
    const byStars = await rows(sql<{ stars: number; low: number; high: number }>`
      select h.stars, min(p.price_weekday) as low, max(p.price_weekday) as high
      from rate_plans p join rooms r on r.id = p.room_id join hotels h on h.id = r.hotel_id
      where r.id like '%-1' and 'city' = any (h.environments) and extract(month from p.valid_from) = 4
      group by h.stars order by h.stars
    `);
    const two = byStars.find((s) => s.stars === 2);
    const five = byStars.find((s) => s.stars === 5);
    expect(two?.low).toBeGreaterThanOrEqual(50_00);
    expect(two?.high).toBeLessThanOrEqual(120_00);
    expect(five?.low).toBeGreaterThanOrEqual(240_00);
    expect(five?.high).toBeLessThanOrEqual(650_00);
  });
});

describe('places and copy', () => {
  it('puts every destination and hotel inside its country', async () => {
    const places = await rows(sql<{ id: string; country: CountryCode; lat: number; lng: number }>`
      select id, country, lat, lng from destinations
      union all select h.id::text, d.country, h.lat, h.lng from hotels h join destinations d on d.id = h.country_id
    `);
    for (const place of places) {
      const box = COUNTRY_BOUNDS[place.country];
      expect(place.lat, place.id).toBeGreaterThanOrEqual(box.lat[0]);
      expect(place.lat, place.id).toBeLessThanOrEqual(box.lat[1]);
      expect(place.lng, place.id).toBeGreaterThanOrEqual(box.lng[0]);
      expect(place.lng, place.id).toBeLessThanOrEqual(box.lng[1]);
    }
  });

  const COPY_COLUMNS = [
    ['hotels', 'description'],
    ['hotels', 'important_infos'],
    ['rooms', 'names'],
    ['rooms', 'descriptions'],
    ['rooms', 'bedding'],
    ['rooms', 'highlights'],
    ['activities', 'titles'],
    ['activities', 'details'],
    ['offers', 'labels'],
    ['offers', 'headwords'],
    ['activity_vouchers', 'labels'],
    ['activity_vouchers', 'descriptions'],
    ['themes', 'names'],
    ['facilities', 'names'],
    ['gift_boxes', 'slugs'],
    ['gift_boxes', 'titles'],
    ['gift_boxes', 'descriptions'],
    ['gift_boxes', 'included_content'],
  ] as const;

  it('writes every copy in fr, es, it and nl, never empty and never the same in all four', async () => {
    for (const [table, column] of COPY_COLUMNS) {
      const values = await rows(
        sql<{ value: Localized<unknown> }>`select ${sql.ref(column)} as value from ${sql.table(table)}`,
      );
      expect(values.length, table).toBeGreaterThan(0);
      for (const { value } of values) {
        const texts = (['fr', 'es', 'it', 'nl'] as const).map((lang) => JSON.stringify(value[lang] ?? ''));
        for (const text of texts)
          expect(text.replace(/[\s"[\]{}]/g, '').length, `${table}.${column}`).toBeGreaterThan(0);
        if (table !== 'facilities' && table !== 'themes') {
          expect(new Set(texts).size, `${table}.${column} ${texts[0]}`).toBeGreaterThan(1);
        }
      }
    }
  });

  it('writes French and Italian articles as the languages contract them', async () => {
    const descriptions = await ctx.db.selectFrom('hotels').select('description').execute();
    for (const { description } of descriptions) {
      expect(description.fr).not.toMatch(/\bde (un|une|le|les|[AEIOUÉaeioué])/);
      expect(description.it).not.toMatch(/\bdi (il|lo|la|l’|i|gli|le) /);
    }
  });

  it('writes no English in the four languages', async () => {
    const english = /\b(the|with|and|room|breakfast|from|your)\b/i;
    for (const [table, column] of COPY_COLUMNS) {
      const values = await rows(
        sql<{ value: Localized<unknown> }>`select ${sql.ref(column)} as value from ${sql.table(table)}`,
      );
      for (const { value } of values) {
        for (const lang of ['fr', 'es', 'it', 'nl'] as const) {
          expect(JSON.stringify(value[lang]), `${table}.${column}.${lang}`).not.toMatch(english);
        }
      }
    }
  });
});

describe('inventory', () => {
  it('has an allotment for every room and every night from today − 60 to today + 400', async () => {
    const coverage = await rows(sql<{ first: string; last: string; nights: number; rooms: number }>`
      select first::text, last::text, nights, count(*)::int as rooms from (
        select room_id, min(night) as first, max(night) as last, count(*)::int as nights from allotments group by room_id
      ) r group by first, last, nights
    `);
    const rooms = await count(sql<{ n: number }>`select count(*)::int as n from rooms`);
    expect(coverage).toEqual([{ first: addDays(TODAY, -60), last: addDays(TODAY, 400), nights: 461, rooms }]);
  });

  it('keeps the 60 days of rate history before today, for every room on sale', async () => {
    const history = (
      await rows(sql<{ first: string; last: string; rooms: number }>`
      select min(day)::text as first, max(day)::text as last, count(distinct room_id)::int as rooms from room_rate_history
    `)
    )[0];
    const rooms = await count(sql<{ n: number }>`select count(distinct room_id)::int as n from rate_plans`);
    expect(history).toEqual({ first: addDays(TODAY, -60), last: addDays(TODAY, -1), rooms });
  });

  it('sells stays the catalog can quote', async () => {
    const bookable = [...ctx.catalog.offers.values()].filter(
      (offer) =>
        offer.active && ctx.catalog.fromPrice(offer.id, { adults: 2, children: 0, babies: 0 }) !== null,
    );
    expect(bookable.length).toBeGreaterThan(ctx.catalog.offers.size * 0.8);
  });

  it('extendInventory tops the horizon up to the new today + 400 days, and a second run adds nothing', async () => {
    const later = addDays(TODAY, 92);
    const first = await extendInventory(ctx.db, later);
    const rooms = await count(sql<{ n: number }>`select count(*)::int as n from rooms`);
    expect(first.allotments).toBe(rooms * 92);
    expect(first.ratePlans).toBeGreaterThan(0);
    expect(first.priceHistory).toBeGreaterThan(0);
    const coverage = await rows(sql<{ last: string; nights: number }>`
      select distinct max(night)::text as last, count(*)::int as nights from allotments group by room_id
    `);
    expect(coverage).toEqual([{ last: addDays(later, 400), nights: 461 + 92 }]);
    const plans = await rows(sql<{ last: string }>`select max(valid_to)::text as last from rate_plans`);
    expect((plans[0]?.last ?? '') >= addDays(later, 400)).toBe(true);
    const history = await rows(sql<{ last: string }>`select max(day)::text as last from room_rate_history`);
    expect(history[0]?.last).toBe(addDays(later, -1));

    expect(await extendInventory(ctx.db, later)).toEqual({ ratePlans: 0, allotments: 0, priceHistory: 0 });
  });
});

describe('gift boxes', () => {
  it('are added to a catalog seeded before their table, once', async () => {
    const before = await rows(
      sql<{ sum: string }>`select md5(string_agg(t::text, '|' order by t.id)) as sum from gift_boxes t`,
    );
    await sql`delete from gift_boxes`.execute(ctx.db);
    const lines: string[] = [];
    await ensureSeeded(ctx.db, { scale: 'test', today: TODAY, onProgress: (line) => lines.push(line) });
    expect(lines).toContain('gift boxes added to the catalog seeded before them');
    const after = await rows(
      sql<{ sum: string }>`select md5(string_agg(t::text, '|' order by t.id)) as sum from gift_boxes t`,
    );
    expect(after).toEqual(before);
    lines.length = 0;
    await ensureSeeded(ctx.db, { scale: 'test', today: TODAY, onProgress: (line) => lines.push(line) });
    expect(lines).not.toContain('gift boxes added to the catalog seeded before them');
  });
});

describe('the default scale', () => {
  it('plans about 1,500 hotels, 6,000 offers, 200 activity vouchers and 100,000 reviews', () => {
    const built = buildHotels('default');
    const offers = buildOffers(built.plans, SCALES.default.vouchers);
    const reviews = buildReviews(built.plans, SCALES.default.reviews, TODAY);
    expect(built.hotels.length).toBe(1_500);
    expect(offers.offers.length).toBeGreaterThan(5_000);
    expect(offers.offers.length).toBeLessThan(7_000);
    expect(offers.vouchers.length).toBe(200);
    expect(reviews.length).toBeGreaterThan(90_000);
    expect(reviews.length).toBeLessThan(110_000);
    expect(new Set(built.hotels.map((h) => h.city_id)).size).toBeGreaterThan(120);
  });
});
