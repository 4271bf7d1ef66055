import {
  addDays,
  haversineKm,
  type MapMarker,
  type OfferCard,
  offersResponseSchema,
  type Pax,
  roomsNeeded,
} from '@escale/domain';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCards,
  errorOf,
  failing,
  getJson,
  isOrdered,
  offers,
  type Params,
  post,
  qs,
  rows,
  sellableOffers,
  sorted,
} from './searchSupport';
import { createTestContext, type TestContext } from './support';

// offers.json (000 §3, §7; G-11, G-46; S-466…S-468) on the test-scale catalog, checked against
// SQL on the catalog tables and against the Catalog's own quotes and from-prices.

const TODAY = '2026-06-01';
const PAX: Pax = { adults: 2, children: 0, babies: 0 };
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ today: TODAY });
}, 120_000);
afterAll(() => ctx?.close());

const ids = (cards: readonly OfferCard[]) => sorted(cards.map((card) => card.id));
const hotelIds = (cards: readonly OfferCard[]) => sorted(new Set(cards.map((card) => card.hotel.id)));

describe('offers.json contract', () => {
  it('S-466 answers cards and searchDetails that parse with the contract', async () => {
    const answer = await offers(ctx, {});
    const { searchDetails } = answer;
    expect(searchDetails).toMatchObject({
      checkin: null,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: null,
      page: 0,
    });
    expect(searchDetails.limit).toBe(24);
    expect(searchDetails.totalCount).toBeGreaterThan(24);
    expect(answer.exactMatch).toHaveLength(24);
    const card = answer.exactMatch[0] as OfferCard;
    expect(card.uri).toBe(`/stay/${card.id}`);
    expect(card.hotel.uri).toBe(`/hotel/${card.hotel.id}`);
    expect(card.images.length).toBeGreaterThan(0);
    expect(card.images.length).toBeLessThanOrEqual(4);
    expect(card.imageUrl).toBe(card.images[0]?.sizes['640_360']);
  });

  it('S-460 requires the locale', async () => {
    expect(await errorOf(ctx, '/api/offers.json')).toEqual({ status: 400, paths: ['locale'] });
  });

  it('S-466 reads the same criteria from a JSON body (POST) as from the query string', async () => {
    const criteria = {
      stars: [4, 5],
      facilities: ['wifi'],
      petsAllowed: true,
      orderBy: 'priceAsc',
      limit: 50,
    };
    const fromQuery = await offers(ctx, criteria);
    const fromBody = await getJson(
      ctx,
      '/api/offers.json',
      offersResponseSchema,
      post({ locale: 'fr_FR', ...criteria }),
    );
    expect(fromBody).toEqual(fromQuery);
    expect(fromQuery.searchDetails.totalCount).toBeGreaterThan(0);
  });

  it('appears in the OpenAPI document for GET and POST', async () => {
    const document = (await (await ctx.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/offers.json'] ?? {})).toEqual(['get', 'post']);
    expect(document.paths['/api/destinations/{kind}/{id}.json']?.get).toBeDefined();
  });

  it.each([
    ['a=21', 'a'],
    ['stars=6', 'stars.0'],
    ['limit=101', 'limit'],
    ['page=-1', 'page'],
    ['lat=48.8', 'lng'],
    ['city=city-paris&region=region-bretagne', 'region'],
    ['orderBy=distance', 'orderBy'],
    ['distanceMin=50&distanceMax=10&lat=48&lng=2', 'distanceMin'],
    ['priceMin=20000&priceMax=10000', 'priceMin'],
    ['orderBy=cheapest', 'orderBy'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, paths } = await errorOf(ctx, `/api/offers.json?locale=fr_FR&${query}`);
    expect(status).toBe(400);
    expect(paths).toContain(field);
  });

  it('answers 404 for an unknown destination, one of another kind, or an unknown hotel', async () => {
    for (const query of ['city=city-atlantis', 'city=region-bretagne', 'hotel=99', 'hotelId=99']) {
      expect((await errorOf(ctx, `/api/offers.json?locale=fr_FR&${query}`)).status).toBe(404);
    }
  });
});

describe('filters narrow correctly', () => {
  const tagged = (tags: number[]) =>
    sql`exists (select 1 from activities a where a.id = any(o.activity_ids) and a.tag_id in (${sql.join(tags)}))`;
  const cases: Array<[string, Params, RawBuilder<unknown>]> = [
    ['S-086 stars: any of', { stars: [4, 5] }, sql`h.stars in (4, 5)`],
    ['S-085 hotelScore: a minimum', { hotelScore: 8 }, sql`h.review_score >= 8`],
    [
      'facilities: all of',
      { facilities: ['spa', 'parking'] },
      sql`h.facilities @> array['spa', 'parking']::text[]`,
    ],
    ['S-084 petsAllowed', { petsAllowed: true }, sql`h.pets_allowed`],
    ['S-084 the facility pets is petsAllowed', { facilities: ['pets'] }, sql`h.pets_allowed`],
    [
      'hotelTypes: any of',
      { hotelTypes: ['hotel', 'lodge'] },
      sql`h.types && array['hotel', 'lodge']::text[]`,
    ],
    [
      'hotelEnvironments: any of',
      { hotelEnvironments: ['sea', 'mountain'] },
      sql`h.environments && array['sea', 'mountain']::text[]`,
    ],
    [
      'hotelStyles: any of',
      { hotelStyles: ['luxury', 'design'] },
      sql`h.styles && array['luxury', 'design']::text[]`,
    ],
    ['theme: offers of the theme', { theme: 12 }, sql`12 = any(o.themes)`],
    ['S-070 tags: offers with an activity of any tag', { tags: [101, 202] }, tagged([101, 202])],
    ['S-043 city', { city: 'city-annecy' }, sql`h.city_id = 'city-annecy'`],
    [
      'S-043 department',
      { department: 'department-alpes-maritimes' },
      sql`h.department_id = 'department-alpes-maritimes'`,
    ],
    ['S-043 region', { region: 'region-ile-de-france' }, sql`h.region_id = 'region-ile-de-france'`],
    ['S-043 country', { country: 'country-es' }, sql`h.country_id = 'country-es'`],
    [
      'S-043 touristicregion',
      { touristicregion: 'touristicregion-savoie-mont-blanc' },
      sql`h.touristic_region_id = 'touristicregion-savoie-mont-blanc'`,
    ],
    ['S-043 searesort', { searesort: 'searesort-biarritz' }, sql`h.sea_resort_id = 'searesort-biarritz'`],
    ['S-043 skiresort', { skiresort: 'skiresort-chamonix' }, sql`h.ski_resort_id = 'skiresort-chamonix'`],
    ['S-043 poi', { poi: 'poi-eiffel-tower' }, sql`'poi-eiffel-tower' = any(h.poi_ids)`],
    ['S-043 hotel', { hotel: '10002' }, sql`h.id = 10002`],
    ['S-468 hotelId', { hotelId: 10002 }, sql`h.id = 10002`],
    ['S-467 performGiftableSearch: giftable offers', { performGiftableSearch: true }, sql`o.giftable`],
    [
      'every filter at once',
      { country: 'country-fr', stars: [3, 4, 5], hotelScore: 7, facilities: ['wifi'], theme: 15 },
      sql`h.country_id = 'country-fr' and h.stars >= 3 and h.review_score >= 7 and 'wifi' = any(h.facilities) and 15 = any(o.themes)`,
    ],
  ];

  it.each(cases)('%s', async (_name, params, where) => {
    const cards = await allCards(ctx, { ...params, numberOfPackagesPerHotel: 100 });
    const expected = await sellableOffers(ctx, where);
    expect(expected.length).toBeGreaterThan(0);
    expect(await failing(ctx, ids(cards), where)).toEqual([]);
    expect(ids(cards)).toEqual(sorted(expected.map((offer) => offer.id)));
    // One card per hotel by default: the same hotels.
    const main = await allCards(ctx, params);
    expect(hotelIds(main)).toEqual(sorted(new Set(expected.map((offer) => offer.hotel_id))));
    expect(main).toHaveLength(hotelIds(main).length);
  });

  it('S-079 priceMin and priceMax in cents bound pricePerNight', async () => {
    const range = { priceMin: 8000, priceMax: 15000 };
    const cards = await allCards(ctx, { ...range, numberOfPackagesPerHotel: 100 });
    expect(cards.every((card) => card.pricePerNight >= 8000 && card.pricePerNight <= 15000)).toBe(true);
    const expected = (await sellableOffers(ctx, sql`true`)).filter((offer) => {
      const price = ctx.catalog.fromPrice(offer.id, PAX);
      const perNight = price ? Math.ceil(price.sellPrice / price.nights / 100) * 100 : 0;
      return perNight >= range.priceMin && perNight <= range.priceMax;
    });
    expect(ids(cards)).toEqual(sorted(expected.map((offer) => offer.id)));
  });
});

describe('radius around a point (S-042, S-162)', () => {
  const PARIS = { lat: 48.857, lng: 2.352 };

  async function hotelsWithin(point: { lat: number; lng: number }, min: number, max: number) {
    const sellable = new Set((await sellableOffers(ctx, sql`true`)).map((offer) => offer.hotel_id));
    const hotels = await rows<{ id: number; lat: number; lng: number }>(
      ctx,
      sql`select id, lat, lng from hotels`,
    );
    return sorted(
      hotels
        .filter((hotel) => sellable.has(hotel.id))
        .filter((hotel) => haversineKm(point, hotel) >= min && haversineKm(point, hotel) <= max)
        .map((hotel) => hotel.id),
    );
  }

  it('lat and lng with distanceMax find the hotels within that many km, with their distance', async () => {
    const cards = await allCards(ctx, { lat: PARIS.lat, lng: PARIS.lng, distanceMax: 30 });
    expect(hotelIds(cards)).toEqual(await hotelsWithin(PARIS, 0, 30));
    for (const card of cards) {
      const km = haversineKm(PARIS, {
        lat: card.hotel.location.latitude,
        lng: card.hotel.location.longitude,
      });
      expect(card.distance).toBeCloseTo(km, 1);
    }
  });

  it('distanceMin and distanceMax make a ring', async () => {
    const cards = await allCards(ctx, { lat: PARIS.lat, lng: PARIS.lng, distanceMin: 300, distanceMax: 700 });
    const expected = await hotelsWithin(PARIS, 300, 700);
    expect(expected.length).toBeGreaterThan(0);
    expect(hotelIds(cards)).toEqual(expected);
  });

  it('S-162 a destination key with distanceMax searches around its coordinates', async () => {
    const [city] = await rows<{ lat: number; lng: number }>(
      ctx,
      sql`select lat, lng from destinations where id = 'city-nice'`,
    );
    const around = await allCards(ctx, { city: 'city-nice', distanceMin: 0, distanceMax: 30 });
    expect(hotelIds(around)).toEqual(await hotelsWithin(city as { lat: number; lng: number }, 0, 30));
    const inside = await allCards(ctx, { city: 'city-nice' });
    expect(inside.every((card) => card.distance !== null)).toBe(true);
  });

  it('S-092 the distance sort orders by distance from the point', async () => {
    const cards = await allCards(ctx, { lat: PARIS.lat, lng: PARIS.lng, orderBy: 'distance' });
    expect(isOrdered(cards, (a, b) => (a.distance ?? 0) <= (b.distance ?? 0))).toBe(true);
    expect(cards[0]?.hotel.location.label).toBe('Paris');
  });
});

describe('dates: bookable stays at their final price (S-246)', () => {
  interface Stay {
    checkin: string;
    nights: number;
  }

  /** Offers the allotments, rate plans and minimum stays allow, computed from SQL alone. */
  async function bookableBySql({ checkin, nights }: Stay, pax: Pax = PAX) {
    const checkout = addDays(checkin, nights);
    const candidates = await rows<{
      id: number;
      room_id: string;
      nights_min: number;
      nights_max: number;
      capacity: number;
      max_capacity: number;
    }>(
      ctx,
      sql`select o.id, o.room_id, o.nights_min, o.nights_max, r.capacity, r.max_capacity
          from offers o join hotels h on h.id = o.hotel_id join rooms r on r.id = o.room_id
          where o.active and h.active`,
    );
    const left = await rows<{ room_id: string; night: string; left: number }>(
      ctx,
      sql`select room_id, night, total - reserved as left from allotments
          where night >= ${checkin}::date and night < ${checkout}::date`,
    );
    const plans = await rows<{ room_id: string; night: string; min_los: number }>(
      ctx,
      sql`select p.room_id, n.night::date::text as night,
            case when extract(isodow from n.night) in (5, 6) then p.min_los_weekend else p.min_los_weekday end as min_los
          from rate_plans p
          cross join generate_series(${checkin}::date, ${checkout}::date - 1, interval '1 day') as n(night)
          where n.night between p.valid_from and p.valid_to`,
    );
    const leftOf = new Map(left.map((row) => [`${row.room_id}|${row.night}`, row.left]));
    const planOf = new Map(plans.map((row) => [`${row.room_id}|${row.night}`, row.min_los]));
    const reasons = new Map<number, string>();
    for (const offer of candidates) {
      const rooms = roomsNeeded(pax, { capacity: offer.capacity, maxCapacity: offer.max_capacity });
      const nightsOk = nights >= offer.nights_min && nights <= offer.nights_max;
      let reason = nightsOk ? 'ok' : 'nights';
      for (let i = 0; i < nights && reason === 'ok'; i += 1) {
        const night = addDays(checkin, i);
        if (!planOf.has(`${offer.room_id}|${night}`)) reason = 'no rate';
        else if ((leftOf.get(`${offer.room_id}|${night}`) ?? 0) < rooms) reason = 'sold out';
      }
      if (reason === 'ok' && nights < (planOf.get(`${offer.room_id}|${checkin}`) ?? 1)) reason = 'min stay';
      reasons.set(offer.id, reason);
    }
    return reasons;
  }

  const okIds = (reasons: Map<number, string>) =>
    sorted([...reasons].filter(([, reason]) => reason === 'ok').map(([id]) => id));

  it.each([
    ['a Sunday, 2 nights', { checkin: '2026-06-21', nights: 2 }],
    ['a Friday, 1 night (weekend minimum stays)', { checkin: '2026-06-19', nights: 1 }],
    ['a Saturday in August, 3 nights', { checkin: '2026-08-15', nights: 3 }],
  ])('S-046 %s: only the offers the allotments and minimum stays allow', async (_name, stay) => {
    const cards = await allCards(ctx, {
      checkin: stay.checkin,
      night: stay.nights,
      numberOfPackagesPerHotel: 100,
    });
    const reasons = await bookableBySql(stay);
    expect(ids(cards)).toEqual(okIds(reasons));
    for (const card of cards) {
      const quote = ctx.catalog.quote(card.id, { ...stay, pax: PAX });
      expect(quote?.bookable).toBe(true);
      if (!quote?.bookable) continue;
      expect(card).toMatchObject({
        sellPrice: quote.sellPrice,
        refPrice: quote.refPrice,
        priceType: 'final',
        checkin: stay.checkin,
        nights: stay.nights,
      });
      expect(card.prices).toEqual([
        {
          paxComposition: { adults: 2 },
          sellPrice: quote.sellPrice,
          barPrice: quote.refPrice,
          promo: card.promo,
          priceType: 'final',
        },
      ]);
    }
  });

  it('S-046 minimum stays exclude offers a longer stay allows', async () => {
    const friday = await bookableBySql({ checkin: '2026-06-19', nights: 1 });
    const minStay = [...friday].filter(([, reason]) => reason === 'min stay').map(([id]) => id);
    expect(minStay.length).toBeGreaterThan(0);
    const cards = await allCards(ctx, { checkin: '2026-06-19', night: 1, numberOfPackagesPerHotel: 100 });
    expect(ids(cards).filter((id) => minStay.includes(id))).toEqual([]);
  });

  it('a sold-out night hides the offers of its room', async () => {
    const [soldOut] = await rows<{ room_id: string; night: string; hotel_id: number }>(
      ctx,
      sql`select a.room_id, a.night::text as night, r.hotel_id from allotments a join rooms r on r.id = a.room_id
          where a.total = a.reserved and a.night > ${addDays(TODAY, 7)}::date order by a.night, a.room_id limit 1`,
    );
    expect(soldOut).toBeDefined();
    if (!soldOut) return;
    const cards = await allCards(ctx, {
      hotelId: soldOut.hotel_id,
      checkin: soldOut.night,
      night: 1,
      numberOfPackagesPerHotel: 100,
    });
    const ofRoom = await rows<{ id: number }>(
      ctx,
      sql`select id from offers where room_id = ${soldOut.room_id}`,
    );
    expect(ids(cards).filter((id) => ofRoom.some((offer) => offer.id === id))).toEqual([]);
  });

  it('availableRooms is what the checkin night has left; lastMinute within 7 days', async () => {
    for (const [checkin, lastMinute] of [
      [addDays(TODAY, 3), true],
      [addDays(TODAY, 20), false],
    ] as const) {
      const cards = await allCards(ctx, {
        checkin,
        night: 1,
        country: 'country-it',
        numberOfPackagesPerHotel: 100,
      });
      expect(cards.length).toBeGreaterThan(0);
      const left = await rows<{ id: number; left: number }>(
        ctx,
        sql`select o.id, a.total - a.reserved as left from offers o
            join allotments a on a.room_id = o.room_id and a.night = ${checkin}::date
            where o.id in (${sql.join(ids(cards))})`,
      );
      const leftOf = new Map(left.map((row) => [row.id, row.left]));
      for (const card of cards) {
        expect(card.availableRooms).toBe(leftOf.get(card.id));
        expect(card.lastMinute).toBe(lastMinute);
      }
    }
  });

  it('S-246 without dates the price is the from-price of the Catalog', async () => {
    const cards = await allCards(ctx, { country: 'country-nl', numberOfPackagesPerHotel: 100 });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const from = ctx.catalog.fromPrice(card.id, PAX);
      expect(card).toMatchObject({
        sellPrice: from?.sellPrice,
        priceType: 'from',
        checkin: null,
        availableRooms: null,
      });
    }
  });

  it.each([
    ['checkin=2026-02-30&night=2', 'checkin'],
    ['checkin=2026-06-1&night=2', 'checkin'],
    ['checkin=2026-05-20&night=2', 'checkin'],
    ['checkin=2027-08-01&night=2', 'checkin'],
    ['checkin=2026-06-20&checkout=2026-06-19', 'checkout'],
    ['checkout=2026-06-22', 'checkin'],
    ['checkin=2026-06-20', 'nights'],
  ])('answers 400 naming the date for %s', async (query, field) => {
    const { status, paths } = await errorOf(ctx, `/api/offers.json?locale=fr_FR&${query}`);
    expect(status).toBe(400);
    expect(paths).toContain(field);
  });

  it('checkin with checkout is the same search as checkin with night', async () => {
    const byNight = await offers(ctx, { checkin: '2026-07-03', night: 2, region: 'region-toscana' });
    const byCheckout = await offers(ctx, {
      checkin: '2026-07-03',
      checkout: '2026-07-05',
      region: 'region-toscana',
    });
    expect(byCheckout).toEqual(byNight);
    expect(byNight.searchDetails).toMatchObject({ checkin: '2026-07-03', night: 2 });
  });

  it('an order that takes the last rooms changes the answer (the cache follows the inventory version)', async () => {
    const stay = { checkin: '2026-07-10', night: 2, city: 'city-colmar', numberOfPackagesPerHotel: 100 };
    const before = await allCards(ctx, stay);
    const taken = before[0];
    expect(taken).toBeDefined();
    if (!taken) return;
    const roomId = ctx.catalog.offers.get(taken.id)?.roomId as string;
    const nights = sql`night in (${addDays(stay.checkin, 0)}::date, ${addDays(stay.checkin, 1)}::date)`;
    const saved = await rows<{ night: string; reserved: number }>(
      ctx,
      sql`select night::text as night, reserved from allotments where room_id = ${roomId} and ${nights}`,
    );
    await sql`update allotments set reserved = total where room_id = ${roomId} and ${nights}`.execute(ctx.db);
    await ctx.catalog.reloadRooms(ctx.db, [roomId]);
    try {
      const after = await allCards(ctx, stay);
      expect(ids(after)).not.toContain(taken.id);
    } finally {
      for (const row of saved) {
        await sql`update allotments set reserved = ${row.reserved}
                  where room_id = ${roomId} and night = ${row.night}::date`.execute(ctx.db);
      }
      await ctx.catalog.reloadRooms(ctx.db, [roomId]);
    }
    expect(ids(await allCards(ctx, stay))).toContain(taken.id);
  });
});

describe('gifting (S-053, S-081)', () => {
  it('S-053 searches 2 adults, 0 children, 0 babies whatever is sent, giftable offers as single vouchers', async () => {
    const answer = await offers(ctx, { flow: 'gifting', a: 5, c: 2, b: 1, checkin: '2026-06-21', night: 2 });
    expect(answer.searchDetails).toMatchObject({ adult: 2, child: 0, baby: 0, checkin: null });
    const cards = await allCards(ctx, { flow: 'gifting', a: 5, c: 2, b: 1, numberOfPackagesPerHotel: 100 });
    const expected = await sellableOffers(ctx, sql`o.giftable`, PAX);
    expect(ids(cards)).toEqual(sorted(expected.map((offer) => offer.id)));
    for (const card of cards) {
      expect(card).toMatchObject({
        itemCategory: 'single_voucher',
        priceType: 'final',
        participants: 2,
        sellPrice: ctx.catalog.fromPrice(card.id, PAX)?.sellPrice,
      });
    }
  });

  it('giftNights prices the voucher for that many nights, among offers sold for that length', async () => {
    const cards = await allCards(ctx, { flow: 'gifting', giftNights: 3, numberOfPackagesPerHotel: 100 });
    const expected = await sellableOffers(ctx, sql`o.giftable`, PAX, 3);
    expect(ids(cards)).toEqual(sorted(expected.map((offer) => offer.id)));
    expect(cards.every((card) => card.nights === 3)).toBe(true);
    expect(cards.every((card) => card.sellPrice === ctx.catalog.fromPrice(card.id, PAX, 3)?.sellPrice)).toBe(
      true,
    );
  });

  it('S-081 singleVoucherPriceMin and singleVoucherPriceMax bound the voucher price', async () => {
    const cards = await allCards(ctx, {
      flow: 'gifting',
      singleVoucherPriceMin: 20000,
      singleVoucherPriceMax: 40000,
      numberOfPackagesPerHotel: 100,
    });
    const expected = (await sellableOffers(ctx, sql`o.giftable`)).filter((offer) => {
      const price = ctx.catalog.fromPrice(offer.id, PAX)?.sellPrice ?? 0;
      return price >= 20000 && price <= 40000;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(cards)).toEqual(sorted(expected.map((offer) => offer.id)));
  });

  it.each([
    ['svPriceAsc', (a: OfferCard, b: OfferCard) => a.sellPrice <= b.sellPrice],
    ['svPriceDesc', (a: OfferCard, b: OfferCard) => a.sellPrice >= b.sellPrice],
  ])('S-095 %s orders vouchers by price', async (orderBy, inOrder) => {
    const cards = await allCards(ctx, { flow: 'gifting', orderBy });
    expect(cards.length).toBeGreaterThan(10);
    expect(isOrdered(cards, inOrder)).toBe(true);
  });
});

describe('cards', () => {
  it('S-251 pricePerNight is the price divided by the nights, rounded up to the euro', async () => {
    const cards = await allCards(ctx, { numberOfPackagesPerHotel: 100 });
    for (const card of cards)
      expect(card.pricePerNight).toBe(Math.ceil(card.sellPrice / card.nights / 100) * 100);
    expect(cards.some((card) => (card.sellPrice / card.nights) % 100 !== 0)).toBe(true);
  });

  it('S-147 shows the promo from 10 % only, with the lowest price of the last 30 days', async () => {
    const cards = await allCards(ctx, { numberOfPackagesPerHotel: 100 });
    for (const card of cards) {
      const raw = Math.ceil(((card.refPrice - card.sellPrice) * 100) / card.refPrice);
      expect(card.promo).toBe(raw >= 10 ? raw : 0);
      if (card.promo === 0) expect(card.lowestPrice30Days).toBeNull();
    }
    expect(cards.some((card) => card.promo === 0 && card.refPrice > card.sellPrice)).toBe(true);
    expect(cards.some((card) => card.promo > 0 && card.lowestPrice30Days !== null)).toBe(true);
  });

  it('S-459 the locale changes labels, headwords and the city name', async () => {
    const labels = await rows<{ id: number; fr: string; es: string; nl: string }>(
      ctx,
      sql`select id, labels->>'fr' as fr, labels->>'es' as es, labels->>'nl' as nl from offers`,
    );
    const cities = await rows<{ id: string; fr: string; nl: string }>(
      ctx,
      sql`select id, names->>'fr' as fr, names->>'nl' as nl from destinations where kind = 'city'`,
    );
    const labelOf = new Map(labels.map((row) => [row.id, row]));
    for (const [locale, lang] of [
      ['fr_FR', 'fr'],
      ['es_ES', 'es'],
      ['nl_BE', 'nl'],
    ] as const) {
      const cards = (await offers(ctx, { locale, country: 'country-be' })).exactMatch as OfferCard[];
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card.label).toBe(labelOf.get(card.id)?.[lang]);
    }
    const nl = (await offers(ctx, { locale: 'nl_NL', city: 'city-brussels' })).exactMatch as OfferCard[];
    expect(nl[0]?.hotel.location.label).toBe(cities.find((city) => city.id === 'city-brussels')?.nl);
    expect(nl[0]?.hotel.location.label).toBe('Brussel');
  });

  it('S-468 numberOfPackagesPerHotel gives each hotel its best offers, the first one main', async () => {
    const cards = await allCards(ctx, { hotelId: 10002, orderBy: 'priceAsc', numberOfPackagesPerHotel: 20 });
    const ofHotel = await sellableOffers(ctx, sql`h.id = 10002`);
    expect(cards).toHaveLength(Math.min(20, ofHotel.length));
    expect(cards.map((card) => card.isMain)).toEqual(cards.map((_, i) => i === 0));
    expect(isOrdered(cards, (a, b) => a.pricePerNight <= b.pricePerNight)).toBe(true);
    const two = await allCards(ctx, { country: 'country-fr', numberOfPackagesPerHotel: 2 });
    const perHotel = new Map<number, number>();
    for (const card of two) perHotel.set(card.hotel.id, (perHotel.get(card.hotel.id) ?? 0) + 1);
    expect(Math.max(...perHotel.values())).toBe(2);
    expect(two.filter((card) => card.isMain)).toHaveLength(perHotel.size);
  });

  it('the hotel flow puts each hotel’s hotel-only offers first', async () => {
    const cards = await allCards(ctx, { flow: 'hotel', numberOfPackagesPerHotel: 100 });
    const hotelOnly = new Set(
      (await rows<{ id: number }>(ctx, sql`select id from offers where hotel_only`)).map((row) => row.id),
    );
    const byHotel = new Map<number, boolean[]>();
    for (const card of cards)
      byHotel.set(card.hotel.id, [...(byHotel.get(card.hotel.id) ?? []), hotelOnly.has(card.id)]);
    expect([...byHotel.values()].some((flags) => flags[0] === true)).toBe(true);
    for (const flags of byHotel.values()) expect(isOrdered(flags, (a, b) => a || !b)).toBe(true);
  });
});

describe('sorts (S-091…S-097)', () => {
  const popularity = async () =>
    new Map(
      (await rows<{ id: number; popularity: number }>(ctx, sql`select id, popularity from offers`)).map(
        (row) => [row.id, row.popularity],
      ),
    );
  const quality = (card: OfferCard) => (card.hotel.review.average ?? 7) / (card.pricePerNight / 100);

  it('priceQuality (the default): review score per euro per night, highest first', async () => {
    const cards = await allCards(ctx, {});
    expect(isOrdered(cards, (a, b) => quality(a) >= quality(b))).toBe(true);
    expect(ids(await allCards(ctx, { orderBy: 'priceQuality' }))).toEqual(ids(cards));
  });

  it('priceAsc: the lowest price per night first', async () => {
    const cards = await allCards(ctx, { orderBy: 'priceAsc' });
    expect(isOrdered(cards, (a, b) => a.pricePerNight <= b.pricePerNight)).toBe(true);
  });

  it('promo: the highest promo first', async () => {
    const cards = await allCards(ctx, { orderBy: 'promo' });
    expect(isOrdered(cards, (a, b) => a.promo >= b.promo)).toBe(true);
    expect(cards[0]?.promo).toBeGreaterThan(0);
  });

  it('popularity: the most popular first', async () => {
    const cards = await allCards(ctx, { orderBy: 'popularity' });
    const of = await popularity();
    expect(isOrdered(cards, (a, b) => (of.get(a.id) ?? 0) >= (of.get(b.id) ?? 0))).toBe(true);
  });

  it('each hotel shows its best offer by the sort', async () => {
    const all = await allCards(ctx, { orderBy: 'priceAsc', numberOfPackagesPerHotel: 100 });
    const main = await allCards(ctx, { orderBy: 'priceAsc' });
    for (const card of main) {
      const cheapest = Math.min(
        ...all.filter((other) => other.hotel.id === card.hotel.id).map((o) => o.pricePerNight),
      );
      expect(card.pricePerNight).toBe(cheapest);
    }
  });
});

describe('pagination (G-11, S-172)', () => {
  it('pages are zero-based slices of limit cards, totalCount over every page', async () => {
    const every = await allCards(ctx, { orderBy: 'priceAsc' });
    const pages: OfferCard[] = [];
    let total = 0;
    for (let page = 0; page * 7 < every.length; page += 1) {
      const answer = await offers(ctx, { orderBy: 'priceAsc', limit: 7, page });
      expect(answer.searchDetails).toMatchObject({ page, limit: 7 });
      expect(answer.exactMatch.length).toBe(Math.min(7, every.length - page * 7));
      pages.push(...(answer.exactMatch as OfferCard[]));
      total = answer.searchDetails.totalCount;
    }
    expect(total).toBe(every.length);
    expect(pages.map((card) => card.id)).toEqual(every.map((card) => card.id));
    const beyond = await offers(ctx, { orderBy: 'priceAsc', limit: 7, page: 1000 });
    expect(beyond.exactMatch).toEqual([]);
    expect(beyond.searchDetails.totalCount).toBe(every.length);
  });

  it('S-166 a fallback preview asks 3 cards', async () => {
    const answer = await offers(ctx, { country: 'country-fr', limit: 3 });
    expect(answer.exactMatch).toHaveLength(3);
    expect(answer.searchDetails.totalCount).toBeGreaterThan(3);
  });
});

describe('map markers (S-467)', () => {
  it('performMapSearch answers one marker per hotel with its location and its best offer', async () => {
    const criteria = { region: 'region-provence-alpes-cote-d-azur', orderBy: 'priceAsc' };
    const cards = await allCards(ctx, criteria);
    const answer = await getJson(
      ctx,
      '/api/offers.json',
      offersResponseSchema,
      post({ locale: 'fr_FR', ...criteria, performMapSearch: true, performGiftableSearch: false }),
    );
    const found = answer.exactMatch as MapMarker[];
    expect(answer.searchDetails.totalCount).toBe(cards.length);
    expect(found.map((marker) => marker.weekend[0]?.id)).toEqual(cards.map((card) => card.id));
    const hotels = await rows<{ id: number; lat: number; lng: number }>(
      ctx,
      sql`select id, lat, lng from hotels`,
    );
    for (const marker of found) {
      const hotel = hotels.find((h) => h.id === marker.hotelId);
      expect(marker.location).toEqual({ lat: hotel?.lat, lng: hotel?.lng });
    }
    const map = await getJson(
      ctx,
      `/api/offers.json?${qs({ locale: 'fr_FR', ...criteria, performMapSearch: true })}`,
      offersResponseSchema,
    );
    expect(map).toEqual(answer);
  });
});
