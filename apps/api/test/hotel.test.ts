import {
  addDays,
  ECO_BLOCK_MIN_FACILITIES,
  haversineKm,
  hotelAvailabilitySchema,
  hotelPageSchema,
  NEARBY_HOTELS_LIMIT,
  promoPercent,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, productApi } from './productSupport';
import { StayOracle } from './stayOracle';
import { createTestContext, type TestContext } from './support';

let ctx: TestContext;
let get: (path: string) => Promise<Answer>;
let oracle: StayOracle;
/** An active hotel with a local tax, several rooms on sale and offers of more than one night. */
let hotelId: number;

const PAX = { adults: 2, children: 0, babies: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  get = productApi(ctx);
  oracle = new StayOracle(ctx.db);
  const { rows } = await sql<{ id: number }>`
    select h.id from hotels h join local_taxes t on t.city_id = h.city_id
    where h.active and (select count(distinct o.room_id) from offers o where o.hotel_id = h.id and o.active) >= 2
    order by h.id limit 1
  `.execute(ctx.db);
  const row = rows[0];
  if (!row) throw new Error('The test catalog has no hotel with two rooms on sale');
  hotelId = row.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/hotel/{id}.json', () => {
  it('S-193 G-52 answers the hotel record, parsed by its schema, with the breadcrumb country → city', async () => {
    const { status, body } = await get(`/api/hotel/${hotelId}.json?locale=fr_FR`);
    expect(status).toBe(200);
    const page = hotelPageSchema.parse(body);
    const hotel = await ctx.db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', hotelId)
      .executeTakeFirstOrThrow();
    expect(page.id).toBe(hotelId);
    expect(page.label).toBe(hotel.label);
    expect(page.stars).toBe(hotel.stars);
    expect(page.images).toHaveLength(hotel.image_count);
    expect(page.breadcrumb.map((b) => b.kind)).toEqual([
      'country',
      ...(hotel.region_id ? ['region'] : []),
      ...(hotel.department_id ? ['department'] : []),
      'city',
    ]);
    expect(page.breadcrumb.at(-1)?.id).toBe(hotel.city_id);
    expect(page.review).toEqual({ score: hotel.review_score, count: hotel.review_count });
    expect(page.pageModel.metaRobots).toBe('index,follow');
    expect(page.pageModel.canonicalUrl).toBe(`/fr/hotel/${hotelId}`);
  });

  it('S-460 answers the copy in the locale’s language', async () => {
    const hotel = await ctx.db
      .selectFrom('hotels')
      .select(['description', 'important_infos'])
      .where('id', '=', hotelId)
      .executeTakeFirstOrThrow();
    const fr = hotelPageSchema.parse((await get(`/api/hotel/${hotelId}.json?locale=fr_BE`)).body);
    const italian = hotelPageSchema.parse((await get(`/api/hotel/${hotelId}.json?locale=it_IT`)).body);
    expect(fr.description).toBe(hotel.description.fr);
    expect(italian.description).toBe(hotel.description.it);
    expect(italian.importantInfos).toEqual(hotel.important_infos.it);
    expect(italian.description).not.toBe(fr.description);
    expect(italian.rooms[0]?.label).not.toBe(fr.rooms[0]?.label);
  });

  it('S-212 S-226 S-229 names facilities and eco facilities, the pet policy and the local tax', async () => {
    const page = hotelPageSchema.parse((await get(`/api/hotel/${hotelId}.json?locale=es_ES`)).body);
    const hotel = await ctx.db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', hotelId)
      .executeTakeFirstOrThrow();
    const names = new Map(
      (await ctx.db.selectFrom('facilities').select(['code', 'names']).execute()).map((f) => [
        f.code,
        f.names.es,
      ]),
    );
    expect(page.facilities).toEqual(hotel.facilities.map((code) => names.get(code)));
    expect(page.ecoFacilities).toEqual(hotel.eco_facilities.map((code) => names.get(code)));
    expect(page.highlightedFacilities.map((f) => f.code)).toEqual(hotel.highlighted_facilities);
    expect(page.policy).toEqual({
      petsAllowed: hotel.pets_allowed,
      petsPrice: hotel.pets_price,
      petsMaxWeight: hotel.pets_max_weight,
      petsMaxNumberOfPets: hotel.pets_max_number,
    });
    const tax = await ctx.db
      .selectFrom('local_taxes')
      .selectAll()
      .where('city_id', '=', hotel.city_id)
      .executeTakeFirstOrThrow();
    expect(page.localTax).toMatchObject({
      type: tax.type,
      currency: 'EUR',
      toBePaidAtHotel: tax.to_be_paid_at_hotel,
    });
    expect(ECO_BLOCK_MIN_FACILITIES).toBe(8);
  });

  it('S-229 answers a null local tax for a city without tax data', async () => {
    const untaxed = await ctx.db
      .selectFrom('hotels as h')
      .leftJoin('local_taxes as t', 't.city_id', 'h.city_id')
      .select('h.id')
      .where('t.city_id', 'is', null)
      .executeTakeFirstOrThrow();
    const page = hotelPageSchema.parse((await get(`/api/hotel/${untaxed.id}.json?locale=es_ES`)).body);
    expect(page.localTax).toBeNull();
  });

  it('S-202 S-203 without dates prices every room offer from its from-price, with the offer-list promo threshold', async () => {
    const page = hotelPageSchema.parse((await get(`/api/hotel/${hotelId}.json?locale=fr_FR`)).body);
    const offers = page.rooms.flatMap((room) => room.offers);
    const onSale = await ctx.db
      .selectFrom('offers')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .where('active', '=', true)
      .execute();
    expect(offers.map((o) => o.id).sort()).toEqual(onSale.map((o) => o.id).sort());
    for (const offer of offers) {
      expect(offer.hasSelectedDates).toBe(false);
      expect(offer.price.priceType).toBe('from');
      const stay = await oracle.stay(offer.id, offer.checkin, offer.nights, PAX);
      expect(stay.bookable).toBe(true);
      if (!stay.bookable) continue;
      expect(offer.price.sellPrice).toBe(stay.price.sellPrice);
      const raw = promoPercent(stay.price.sellPrice, stay.price.refPrice);
      expect(offer.price.promoPercentageRounded).toBe(raw >= 10 ? raw : 0);
    }
    for (const room of page.rooms) {
      const prices = room.offers.map((o) => o.price.sellPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(page.weekends.map((w) => w.id).sort()).toEqual(offers.map((o) => o.id).sort());
  });

  it('S-209 with dates lists only the offers bookable on them, at their final price', async () => {
    const checkin = '2026-07-10';
    const nights = 2;
    const page = hotelPageSchema.parse(
      (
        await get(
          `/api/hotel/${hotelId}.json?locale=fr_FR&checkin=${checkin}&checkout=${addDays(checkin, nights)}&a=2`,
        )
      ).body,
    );
    expect(page.criteria).toMatchObject({ checkin, nights, hasSelectedDates: true });
    const listed = new Set(page.rooms.flatMap((room) => room.offers.map((o) => o.id)));
    const onSale = await ctx.db
      .selectFrom('offers')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .where('active', '=', true)
      .execute();
    for (const { id } of onSale) {
      const stay = await oracle.stay(id, checkin, nights, PAX);
      expect(listed.has(id)).toBe(stay.bookable);
    }
    for (const offer of page.rooms.flatMap((room) => room.offers)) {
      const stay = await oracle.stay(offer.id, checkin, nights, PAX);
      if (!stay.bookable) throw new Error(`offer ${offer.id} listed but not bookable`);
      expect(offer.price).toMatchObject({
        priceType: 'final',
        sellPrice: stay.price.sellPrice,
        checkin,
        nights,
      });
      expect(offer.hasSelectedDates).toBe(true);
      expect(offer.paxCount).toBe(2);
    }
  });

  it('S-210 lists up to 9 nearby active hotels, nearest first, at their haversine distance', async () => {
    const page = hotelPageSchema.parse((await get(`/api/hotel/${hotelId}.json?locale=nl_NL`)).body);
    expect(page.nearbyHotels.length).toBeGreaterThan(0);
    expect(page.nearbyHotels.length).toBeLessThanOrEqual(NEARBY_HOTELS_LIMIT);
    const distances = page.nearbyHotels.map((h) => h.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const nearby of page.nearbyHotels) {
      expect(nearby.id).not.toBe(hotelId);
      const hotel = await ctx.db
        .selectFrom('hotels')
        .select(['lat', 'lng', 'active'])
        .where('id', '=', nearby.id)
        .executeTakeFirstOrThrow();
      expect(hotel.active).toBe(true);
      expect(nearby.distance).toBeCloseTo(
        haversineKm({ lat: page.location.latitude, lng: page.location.longitude }, hotel),
        0,
      );
      expect(nearby.price.priceType).toBe('from');
    }
  });

  it('S-449 an inactive hotel still answers, marked inactive and not indexed, with nothing on sale', async () => {
    const inactive = await ctx.db
      .selectFrom('hotels')
      .select('id')
      .where('active', '=', false)
      .executeTakeFirstOrThrow();
    const page = hotelPageSchema.parse((await get(`/api/hotel/${inactive.id}.json?locale=fr_FR`)).body);
    expect(page.active).toBe(false);
    expect(page.pageModel.metaRobots).toBe('noindex,follow');
    expect(page.rooms).toEqual([]);
    expect(page.weekends).toEqual([]);
  });

  it('answers 404 for an unknown hotel and 400 naming each bad field', async () => {
    expect((await get('/api/hotel/999999.json?locale=fr_FR')).status).toBe(404);
    const badDate = await get(`/api/hotel/${hotelId}.json?locale=fr_FR&checkin=2026-02-30&nights=2`);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['checkin']);
    const noLength = await get(`/api/hotel/${hotelId}.json?locale=fr_FR&checkin=2026-07-10`);
    expect(noLength.status).toBe(400);
    expect(noLength.body.error.issues[0].path).toBe('nights');
    const badLocale = await get(`/api/hotel/${hotelId}.json?locale=en_GB&a=0`);
    expect(badLocale.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['a', 'locale']);
  });
});

describe('GET /api/hotels/{id}/availabilities.json', () => {
  it('S-477 S-207 prices each day with the cheapest offer’s shortest stay, null when none can start', async () => {
    const { status, body } = await get(
      `/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=2026-07`,
    );
    expect(status).toBe(200);
    const calendar = hotelAvailabilitySchema.parse(body);
    expect(Object.keys(calendar.days)).toHaveLength(31);
    const offers = await ctx.db
      .selectFrom('offers')
      .select(['id', 'nights_min', 'nights_max'])
      .where('hotel_id', '=', hotelId)
      .where('active', '=', true)
      .execute();
    for (const day of ['2026-07-03', '2026-07-04', '2026-07-14', '2026-07-30']) {
      const prices: number[] = [];
      for (const offer of offers) {
        for (let n = offer.nights_min; n <= offer.nights_max; n += 1) {
          const stay = await oracle.stay(offer.id, day, n, PAX);
          if (stay.bookable) {
            prices.push(stay.price.sellPrice);
            break;
          }
        }
      }
      const answered = calendar.days[day];
      if (prices.length === 0) expect(answered).toBeNull();
      else expect(answered?.amount).toBe(Math.min(...prices));
    }
    const amounts = Object.values(calendar.days).flatMap((d) => (d?.amount === undefined ? [] : [d.amount]));
    const best = Math.min(...amounts);
    for (const day of Object.values(calendar.days)) {
      if (day) expect(day.bestPriceOfTheMonth).toBe(day.amount === best);
    }
  });

  it('S-477 pages months within the one-year calendar', async () => {
    const first = hotelAvailabilitySchema.parse(
      (await get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&length=2&adult=3`)).body,
    );
    expect(first).toMatchObject({
      requestedMonths: ['2026-06', '2026-07'],
      stepLength: 2,
      minMonth: '2026-06',
      maxMonth: '2027-06',
      prevMonth: null,
      nextMonth: '2026-08',
      adult: 3,
      child: 0,
      baby: 0,
    });
    const last = hotelAvailabilitySchema.parse(
      (await get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=2027-06`)).body,
    );
    expect(last.prevMonth).toBe('2027-05');
    expect(last.nextMonth).toBeNull();
    expect(last.days['2027-06-30']).toBeNull();
  });

  it('answers 404 for an unknown hotel and 400 for a bad month or length', async () => {
    expect((await get('/api/hotels/999999/availabilities.json?locale=fr_FR')).status).toBe(404);
    const bad = await get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=2026-7&length=13`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['length', 'month']);
    for (const month of ['2026-05', '2027-07']) {
      const outside = await get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=${month}`);
      expect(outside.status).toBe(400);
      expect(outside.body.error.issues).toEqual([
        { path: 'month', code: 'INVALID', message: 'Expected a month from 2026-06 to 2027-06' },
      ]);
    }
  });
});
