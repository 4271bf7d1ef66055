import {
  addDays,
  checkoutNightsSchema,
  lowestPriceOfStay,
  NOT_BOOKABLE_MESSAGE,
  offerAvailabilitySchema,
  offerDetailSchema,
  type Pax,
  priceDifference,
  productOffersSchema,
  productSchema,
  promoPercent,
  quoteSchema,
  upsellsSchema,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, productApi } from './productSupport';
import { StayOracle } from './stayOracle';
import { createTestContext, type TestContext } from './support';

let ctx: TestContext;
let get: (path: string) => Promise<Answer>;
let oracle: StayOracle;
/** An active package with breakfast, a dinner and an activity, sold for 2 nights or more. */
let offerId: number;

const COUPLE: Pax = { adults: 2, children: 0, babies: 0 };

async function firstId(query: ReturnType<typeof sql<{ id: number }>>, what: string): Promise<number> {
  const id = (await query.execute(ctx.db)).rows[0]?.id;
  if (id === undefined) throw new Error(`The test catalog has no ${what}`);
  return id;
}

/** An active offer of an active hotel matching a SQL condition on `o` (offers) and `h` (hotels). */
function activeOffer(condition: ReturnType<typeof sql>, what: string): Promise<number> {
  return firstId(
    sql<{ id: number }>`select o.id from offers o join hotels h on h.id = o.hotel_id
      where o.active and h.active and ${condition} order by o.id limit 1`,
    what,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  get = productApi(ctx);
  oracle = new StayOracle(ctx.db);
  offerId = await activeOffer(
    sql`o.breakfast_included and o.dinners > 0 and cardinality(o.activity_ids) >= 3 and o.nights_max >= 2`,
    'package with breakfast, dinner and activity',
  );
});
afterAll(async () => {
  await ctx?.close();
});

const issuePaths = (answer: Answer) => answer.body.error.issues.map((i: { path: string }) => i.path).sort();

describe('GET /api/product/{id}/quote', () => {
  it('S-479 S-254 the quote equals the stay price recomputed from rate plans and allotments', async () => {
    const cases: Array<{ checkin: string; pax: Pax }> = [
      { checkin: '2026-06-05', pax: COUPLE },
      { checkin: '2026-09-14', pax: { adults: 3, children: 0, babies: 0 } },
      { checkin: '2026-10-02', pax: { adults: 2, children: 2, babies: 1 } },
    ];
    const offer = ctx.catalog.offers.get(offerId);
    if (!offer) throw new Error('offer not in catalog');
    let quoted = 0;
    for (const { checkin, pax } of cases) {
      for (let nights = offer.nightsMin; nights <= offer.nightsMax; nights += 1) {
        const stay = await oracle.stay(offerId, checkin, nights, pax);
        const answer = await get(
          `/api/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=${nights}&adult=${pax.adults}&child=${pax.children}&baby=${pax.babies}`,
        );
        if (!stay.bookable) {
          expect(answer.status).toBe(422);
          continue;
        }
        quoted += 1;
        expect(answer.status).toBe(200);
        const quote = quoteSchema.parse(answer.body);
        expect(quote.priceInfo).toMatchObject({
          sellPrice: stay.price.sellPrice,
          refPrice: stay.price.refPrice,
          moneySaved: stay.price.moneySaved,
          nbRooms: stay.price.nbRooms,
          nights,
          priceType: 'final',
          checkin,
        });
        expect(quote.reservationCriteria).toEqual({
          offerId,
          pax: { numberOfAdults: pax.adults, numberOfChildren: pax.children, numberOfBabies: pax.babies },
          travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, nights) },
          activityDaySelections: [],
        });
        expect(quote.roomsAmountMessage).toBe(
          quote.priceInfo.nbRooms > 1 ? `Prix pour ${quote.priceInfo.nbRooms} chambres` : null,
        );
      }
    }
    expect(quoted).toBeGreaterThan(2);
  });

  it('S-251 S-255 G-15 the per-night price is rounded up to the euro and promos under 10 % show as 0', async () => {
    const small = await activeOffer(sql`o.discount_pct between 1 and 9`, 'offer with a small discount');
    const large = await activeOffer(sql`o.discount_pct >= 15`, 'offer with a large discount');
    for (const id of [small, large, offerId]) {
      const offer = ctx.catalog.offers.get(id);
      if (!offer) throw new Error('offer not in catalog');
      const checkin = ctx.catalog.fromPrice(id, COUPLE)?.checkin;
      if (!checkin) throw new Error(`offer ${id} cannot be sold`);
      const quote = quoteSchema.parse(
        (await get(`/api/product/${id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nightsMin}`))
          .body,
      );
      const { sellPrice, refPrice, nights } = quote.priceInfo;
      expect(quote.priceInfo.pricePerNight).toBe(Math.ceil(sellPrice / nights / 100) * 100);
      const raw = promoPercent(sellPrice, refPrice);
      expect(quote.priceInfo.promoPercentageRounded).toBe(raw >= 10 ? raw : 0);
      if (id === small) expect(raw).toBeLessThan(11);
      if (id === large) expect(quote.priceInfo.promoPercentageRounded).toBeGreaterThanOrEqual(15);
    }
  });

  it('EU Omnibus the lowest price of the last 30 days is that of the same nights and travellers', async () => {
    const id = await activeOffer(
      sql`o.nights_min = 1 and o.nights_max >= 2`,
      'offer sold for one night or two',
    );
    const offer = ctx.catalog.offers.get(id);
    const checkin = ctx.catalog.fromPrice(id, COUPLE, 2)?.checkin;
    if (!offer || !checkin) throw new Error(`offer ${id} cannot be sold for two nights`);
    const today = ctx.catalog.clock().date;
    const [history] = (
      await sql<{ rate: number }>`select min(nightly_rate)::int as rate from room_rate_history
        where room_id = ${offer.roomId} and day >= ${addDays(today, -30)}::date and day < ${today}::date`.execute(
        ctx.db,
      )
    ).rows;
    const lowest = async (nights: number, pax: Pax) => {
      const answer = await get(
        `/api/product/${id}/quote?locale=fr_FR&checkin=${checkin}&nights=${nights}&adult=${pax.adults}`,
      );
      const { priceInfo } = quoteSchema.parse(answer.body);
      // The very stay quoted, at the lowest nightly rate its room was sold at in those 30 days.
      expect(priceInfo.lowestPrice30Days).toBe(
        lowestPriceOfStay(history?.rate ?? 0, {
          nights,
          nbRooms: priceInfo.nbRooms,
          pax,
          content: offer.content,
        }),
      );
      return priceInfo.lowestPrice30Days ?? 0;
    };
    const oneNight = await lowest(1, COUPLE);
    const twoNights = await lowest(2, COUPLE);
    const threeAdults = await lowest(2, { adults: 3, children: 0, babies: 0 });
    expect(twoNights).toBeGreaterThan(oneNight);
    expect(threeAdults).toBeGreaterThan(twoNights);
  });

  it('S-248 a sold-out night makes the stay not bookable: 422 with the spec’s message and the reason', async () => {
    const checkin = '2026-08-03';
    const stay = await oracle.stay(offerId, checkin, 2, COUPLE);
    expect(stay.bookable).toBe(true);
    const offer = await ctx.db
      .selectFrom('offers')
      .select('room_id')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    const night = addDays(checkin, 1);
    const before = await ctx.db
      .selectFrom('allotments')
      .select('reserved')
      .where('room_id', '=', offer.room_id)
      .where('night', '=', night)
      .executeTakeFirstOrThrow();
    await sql`update allotments set reserved = total where room_id = ${offer.room_id} and night = ${night}`.execute(
      ctx.db,
    );
    await ctx.catalog.reloadRooms(ctx.db, [offer.room_id]);
    oracle.forget(offer.room_id);
    try {
      expect((await oracle.stay(offerId, checkin, 2, COUPLE)).bookable).toBe(false);
      const answer = await get(`/api/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=2`);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'SOLD_OUT', message: NOT_BOOKABLE_MESSAGE });
      expect(issuePaths(answer)).toEqual(['checkin']);
      const nights = checkoutNightsSchema.parse(
        (await get(`/api/weekend/${offerId}/packageCheckoutNights.json?locale=fr_FR&checkin=${checkin}`))
          .body,
      );
      expect(nights.every((n) => n < 2)).toBe(true);
      const calendar = offerAvailabilitySchema.parse(
        (await get(`/api/weekend/${offerId}/availabilities.json?locale=fr_FR&month=2026-08`)).body,
      );
      expect(calendar.days[night]).toBeNull();
    } finally {
      await sql`update allotments set reserved = ${before.reserved} where room_id = ${offer.room_id} and night = ${night}`.execute(
        ctx.db,
      );
      await ctx.catalog.reloadRooms(ctx.db, [offer.room_id]);
      oracle.forget(offer.room_id);
    }
  });

  it('S-248 a stay shorter than the minimum stay, too long, or already past is not bookable', async () => {
    const { rows } = await sql<{ id: number; night: string }>`
      select o.id, a.night::text as night from offers o
      join hotels h on h.id = o.hotel_id
      join rate_plans p on p.room_id = o.room_id and p.min_los_weekend > o.nights_min
      join allotments a on a.room_id = o.room_id and a.night between p.valid_from and p.valid_to
      where o.active and h.active and extract(isodow from a.night) = 6 and a.night > '2026-06-07'
      order by a.night, o.id limit 1
    `.execute(ctx.db);
    const target = rows[0];
    if (!target) throw new Error('The test catalog has no minimum stay above an offer’s shortest');
    const offer = ctx.catalog.offers.get(target.id);
    if (!offer) throw new Error('offer not in catalog');
    const short = await get(
      `/api/product/${target.id}/quote?locale=fr_FR&checkin=${target.night}&nights=${offer.nightsMin}`,
    );
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({ code: 'MIN_STAY', message: NOT_BOOKABLE_MESSAGE });
    expect(issuePaths(short)).toEqual(['nights']);
    const nights = checkoutNightsSchema.parse(
      (await get(`/api/weekend/${target.id}/packageCheckoutNights.json?locale=fr_FR&checkin=${target.night}`))
        .body,
    );
    expect(nights).toEqual(await oracle.checkoutNights(target.id, target.night, COUPLE));
    expect(nights).not.toContain(offer.nightsMin);

    const tooLong = await get(`/api/product/${offerId}/quote?locale=fr_FR&checkin=2026-09-01&nights=30`);
    expect(tooLong.body.error).toMatchObject({ code: 'NIGHTS', message: NOT_BOOKABLE_MESSAGE });
    const past = await get(`/api/product/${offerId}/quote?locale=fr_FR&checkin=2026-05-20&nights=2`);
    expect(past.status).toBe(422);
    expect(past.body.error.code).toBe('CHECKIN_PASSED');
  });

  it('G-42 S-229 local tax: per person per night, a share of the price rounded up to the cent, or null', async () => {
    const perPerson = await activeOffer(
      sql`exists (select 1 from local_taxes t where t.city_id = h.city_id and t.type = 'PER_PERSON_PER_NIGHT')`,
      'offer with a per-person tax',
    );
    const share = await activeOffer(
      sql`exists (select 1 from local_taxes t where t.city_id = h.city_id and t.type = 'BOOKING_PERCENTAGE')`,
      'offer with a percentage tax',
    );
    const untaxed = await activeOffer(
      sql`not exists (select 1 from local_taxes t where t.city_id = h.city_id)`,
      'offer without tax data',
    );
    for (const id of [perPerson, share, untaxed]) {
      const offer = ctx.catalog.offers.get(id);
      const checkin = ctx.catalog.fromPrice(
        id,
        { adults: 3, children: 0, babies: 0 },
        offer?.nightsMax,
      )?.checkin;
      if (!offer || !checkin) throw new Error(`offer ${id} cannot be sold to 3 adults`);
      const quote = quoteSchema.parse(
        (await get(`/api/product/${id}/quote?locale=it_IT&checkin=${checkin}&nights=${offer.nightsMax}&a=3`))
          .body,
      );
      const tax = await sql<{ type: string; amount: number | null; percentage: number | null }>`
        select t.type, t.amount, t.percentage from offers o join hotels h on h.id = o.hotel_id
        join local_taxes t on t.city_id = h.city_id where o.id = ${id}
      `.execute(ctx.db);
      const rule = tax.rows[0];
      if (!rule) expect(quote.localTaxTotalAmount).toBeNull();
      else if (rule.type === 'PER_PERSON_PER_NIGHT') {
        expect(quote.localTaxTotalAmount).toBe((rule.amount ?? 0) * 3 * offer.nightsMax);
      } else {
        expect(quote.localTaxTotalAmount).toBe(
          Math.ceil((quote.priceInfo.sellPrice * Number(rule.percentage)) / 100),
        );
      }
    }
  });

  it('S-240 S-239 lists each activity’s days and takes one chosen day per activity', async () => {
    const checkin = ctx.catalog.fromPrice(offerId, COUPLE, 2)?.checkin;
    if (!checkin) throw new Error('offer cannot be sold');
    const base = `/api/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=2`;
    const quote = quoteSchema.parse((await get(base)).body);
    const activity = quote.activityDates[0];
    if (!activity) throw new Error('offer without activity');
    expect(activity.dates.map((d) => d.date)).toEqual([checkin, addDays(checkin, 1), addDays(checkin, 2)]);
    const chosen = activity.dates[1];
    const withDate = quoteSchema.parse((await get(`${base}&activitySelectionList=${chosen?.value}`)).body);
    expect(withDate.reservationCriteria.activityDaySelections).toEqual([
      { activityId: activity.activityId, date: chosen?.date },
    ]);
    const foreign = await get(
      `${base}&activitySelectionList=${activity.activityId}_${addDays(checkin, 10)},1_${checkin}`,
    );
    expect(foreign.status).toBe(400);
    expect(issuePaths(foreign)).toEqual(['activitySelectionList.0', 'activitySelectionList.1']);
    const twice = await get(
      `${base}&activitySelectionList=${activity.dates[0]?.value},${activity.dates[1]?.value}`,
    );
    expect(issuePaths(twice)).toEqual(['activitySelectionList.1']);
  });

  it('answers 404 for an unknown offer and 400 naming checkin for a bad or missing date', async () => {
    expect((await get('/api/product/999999/quote?locale=fr_FR&checkin=2026-09-01&nights=2')).status).toBe(
      404,
    );
    const bad = await get(`/api/product/${offerId}/quote?locale=fr_FR&checkin=2026-02-30&nights=2`);
    expect(bad.status).toBe(400);
    expect(issuePaths(bad)).toEqual(['checkin']);
    const missing = await get(`/api/product/${offerId}/quote?locale=fr_FR&nights=2`);
    expect(issuePaths(missing)).toEqual(['checkin']);
    const mismatch = await get(
      `/api/product/${offerId}/quote?locale=fr_FR&checkin=2026-09-01&checkout=2026-09-02&nights=2`,
    );
    expect(issuePaths(mismatch)).toEqual(['nights']);
  });
});

describe('GET /api/weekend/{id}/…', () => {
  it('S-471 checkout nights respect allotments and minimum stays, day after day', async () => {
    for (const checkin of ['2026-06-12', '2026-06-13', '2026-07-01', '2026-12-24']) {
      const answer = await get(
        `/api/weekend/${offerId}/packageCheckoutNights.json?locale=fr_FR&checkin=${checkin}&adult=2&multiOffer=true&client=msite`,
      );
      expect(checkoutNightsSchema.parse(answer.body)).toEqual(
        await oracle.checkoutNights(offerId, checkin, COUPLE),
      );
    }
    const capped = checkoutNightsSchema.parse(
      (
        await get(
          `/api/weekend/${offerId}/packageCheckoutNights.json?locale=fr_FR&checkin=2026-07-01&length=2`,
        )
      ).body,
    );
    expect(capped.every((n) => n <= 2)).toBe(true);
    const bad = await get(
      `/api/weekend/${offerId}/packageCheckoutNights.json?locale=fr_FR&checkin=01/07/2026`,
    );
    expect(bad.status).toBe(400);
    expect(issuePaths(bad)).toEqual(['checkin']);
    expect(
      (await get('/api/weekend/999999/packageCheckoutNights.json?locale=fr_FR&checkin=2026-07-01')).status,
    ).toBe(404);
  });

  it('G-48 S-207 the calendar marks days no stay can start null and each month’s best price', async () => {
    const answer = await get(
      `/api/weekend/${offerId}/availabilities.json?locale=fr_FR&month=2026-07&length=2`,
    );
    const calendar = offerAvailabilitySchema.parse(answer.body);
    const offer = ctx.catalog.offers.get(offerId);
    expect(calendar.possibleNights).toEqual({ start: offer?.nightsMin, end: offer?.nightsMax });
    expect(Object.keys(calendar.days)).toHaveLength(62);
    for (const [day, value] of Object.entries(calendar.days).filter((_, i) => i % 5 === 0)) {
      const nights = await oracle.checkoutNights(offerId, day, COUPLE);
      if (nights.length === 0) {
        expect(value).toBeNull();
        continue;
      }
      const stay = await oracle.stay(offerId, day, nights[0] ?? 0, COUPLE);
      if (!stay.bookable) throw new Error('oracle disagrees with itself');
      expect(value).toMatchObject({ amount: stay.price.sellPrice, minLos: stay.minLos });
      expect(value?.price).toBe(String(Math.ceil(stay.price.sellPrice / 100)));
    }
    const past = await get(`/api/weekend/${offerId}/availabilities.json?locale=fr_FR&month=2025-12`);
    expect(past.status).toBe(400);
    expect(issuePaths(past)).toEqual(['month']);
    for (const month of ['2026-07', '2026-08']) {
      const days = Object.entries(calendar.days).filter(([day, value]) => day.startsWith(month) && value);
      const best = Math.min(...days.map(([, value]) => value?.amount ?? Number.POSITIVE_INFINITY));
      for (const [, value] of days) expect(value?.bestPriceOfTheMonth).toBe(value?.amount === best);
    }
  });

  it('S-268 the gift calendar prices each day for the gift’s nights and says when its minimum stay is longer', async () => {
    // An offer whose minimum stay is, some weekends, longer than its shortest gift.
    const { rows } = await sql<{ id: number; night: string }>`
      select o.id, a.night::text as night from offers o
      join hotels h on h.id = o.hotel_id
      join rate_plans p on p.room_id = o.room_id and p.min_los_weekend > o.nights_min
      join allotments a on a.room_id = o.room_id and a.night between p.valid_from and p.valid_to
      where o.active and h.active and extract(isodow from a.night) = 6 and a.night > '2026-06-07'
      order by a.night, o.id limit 1
    `.execute(ctx.db);
    const target = rows[0];
    const offer = target && ctx.catalog.offers.get(target.id);
    if (!target || !offer) throw new Error('The test catalog has no minimum stay above an offer’s shortest');
    const nights = offer.nightsMin;
    const answer = await get(
      `/api/weekend/${offer.id}/availabilities.json?locale=fr_FR&month=${target.night.slice(0, 7)}&nights=${nights}`,
    );
    const calendar = offerAvailabilitySchema.parse(answer.body);
    let longer = 0;
    let priced = 0;
    for (const [day, value] of Object.entries(calendar.days)) {
      const stay = await oracle.stay(offer.id, day, nights, COUPLE);
      if (stay.bookable) {
        priced += 1;
        expect(value).toMatchObject({ amount: stay.price.sellPrice, minLos: stay.minLos });
      } else if (value) {
        // Not sellable for the gift's nights: only a minimum stay longer than them is answered.
        longer += 1;
        expect(value.amount).toBeUndefined();
        expect(value.minLos).toBeGreaterThan(nights);
      }
    }
    expect(priced).toBeGreaterThan(0);
    expect(longer).toBeGreaterThan(0);
    const tooMany = await get(`/api/weekend/${offerId}/availabilities.json?locale=fr_FR&nights=0`);
    expect(tooMany.status).toBe(400);
    expect(issuePaths(tooMany)).toEqual(['nights']);
  });

  it('S-480 S-481 S-469 the offer detail: program in order, hotel infos in the locale, page model on demand', async () => {
    const answer = await get(
      `/api/weekend/${offerId}/detail.json?locale=es_ES&client=msite&fetchPageModel=false`,
    );
    const detail = offerDetailSchema.parse(answer.body);
    const row = await ctx.db
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    const hotel = await ctx.db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', row.hotel_id)
      .executeTakeFirstOrThrow();
    expect(detail.label).toBe(row.labels.es);
    expect(detail.hotel.importantInfos).toEqual(hotel.important_infos.es);
    expect(detail.programLine.map((l) => l.kind)).toEqual([
      'room',
      'breakfast',
      'dinner',
      ...detail.programLine.filter((l) => l.kind === 'activity').map(() => 'activity'),
    ]);
    expect(detail.programLine[0]?.label).toMatch(new RegExp(`^${detail.price?.nights} noche`));
    expect(detail.activities.map((a) => a.type)[0]).toBe('dinner');
    expect(detail.price?.priceType).toBe('from');
    expect(detail.pageModel).toBeUndefined();
    expect(detail.imagesBySize['640_360']).toEqual(detail.images.map((i) => i.sizes['640_360']));

    const dated = offerDetailSchema.parse(
      (
        await get(
          `/api/weekend/${offerId}/detail.json?locale=nl_BE&checkin=2026-09-04&night=2&fetchPageModel=true`,
        )
      ).body,
    );
    const stay = await oracle.stay(offerId, '2026-09-04', 2, COUPLE);
    expect(dated.price?.sellPrice ?? null).toBe(stay.bookable ? stay.price.sellPrice : null);
    expect(dated.programLine[0]?.label).toMatch(/^2 nachten in /);
    expect(dated.pageModel?.canonicalUrl).toBe(`/be/nl/stay/${offerId}`);
    expect(dated.pageModel?.alternateUrls).toHaveLength(6);
  });
});

describe('GET /api/product/{id}…', () => {
  it('G-52 the product page model: package summary, practical info, gift info and review highlights', async () => {
    const page = productSchema.parse((await get(`/api/product/${offerId}?locale=fr_FR`)).body);
    const row = await ctx.db
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    expect(page.offer).toMatchObject({
      id: offerId,
      label: row.labels.fr,
      active: true,
      itemCategory: 'weekend',
    });
    expect(page.gift).toEqual({
      giftable: row.giftable,
      nights: { min: row.nights_min, max: row.nights_max },
    });
    expect(page.packageSummary.breakfasts?.title).toMatch(/petits?-déjeuners? pour 2 personnes/);
    expect(page.packageSummary.dinners?.icon).toBe('dinner');
    const summarised = [...page.packageSummary.activities, ...page.packageSummary.extra].map(
      (a) => a.activityId,
    );
    expect(summarised.sort()).toEqual(
      page.activities
        .filter((a) => a.type === 'activity')
        .map((a) => a.activityId)
        .sort(),
    );
    expect(page.cancellation).toEqual({
      cancellable: row.cancellable,
      daysBeforeCheckin: row.cancellable ? row.cancellation_days : null,
    });
    expect(page.reviews.highlights.length).toBeLessThanOrEqual(4);
    expect(page.reviews.highlights.every((r) => r.positive)).toBe(true);
    expect(page.price?.sellPrice).toBe(ctx.catalog.fromPrice(offerId, COUPLE)?.sellPrice);
    const spanish = productSchema.parse((await get(`/api/product/${offerId}?locale=es_ES`)).body);
    expect(spanish.offer.label).toBe(row.labels.es);
    expect(spanish.hotel.description).not.toBe(page.hotel.description);
  });

  it('an expired offer still answers its page, inactive and not indexed', async () => {
    const expired = await firstId(
      sql<{ id: number }>`select id from offers where not active order by id limit 1`,
      'inactive offer',
    );
    const page = productSchema.parse((await get(`/api/product/${expired}?locale=fr_FR`)).body);
    expect(page.offer.active).toBe(false);
    expect(page.price).toBeNull();
    expect(page.pageModel.metaRobots).toBe('noindex,follow');
    expect(
      (await get(`/api/product/${expired}/quote?locale=fr_FR&checkin=2026-09-01&nights=2`)).body.error.code,
    ).toBe('INACTIVE');
  });

  it('S-478 the hotel’s offers on sale keyed by weekendId, final prices with dates', async () => {
    const answer = await get(`/api/product/${offerId}/offers?locale=fr_FR&adult=2&child=0&baby=0`);
    const { offers } = productOffersSchema.parse(answer.body);
    const hotelOffers = await sql<{ id: number }>`
      select o.id from offers o join offers me on me.hotel_id = o.hotel_id where me.id = ${offerId} and o.active
    `.execute(ctx.db);
    expect(offers.map((o) => o.weekendId).sort()).toEqual(hotelOffers.rows.map((o) => o.id).sort());
    expect(offers.filter((o) => o.current).map((o) => o.weekendId)).toEqual([offerId]);
    const prices = offers.map((o) => o.priceInfo.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const checkin = '2026-09-11';
    const dated = productOffersSchema.parse(
      (await get(`/api/product/${offerId}/offers?locale=fr_FR&checkin=${checkin}&nights=2`)).body,
    );
    for (const { id } of hotelOffers.rows) {
      const stay = await oracle.stay(id, checkin, 2, COUPLE);
      const listed = dated.offers.find((o) => o.weekendId === id);
      expect(listed?.priceInfo.sellPrice).toBe(stay.bookable ? stay.price.sellPrice : undefined);
      if (listed) {
        expect(listed.priceInfo.priceType).toBe('final');
        expect(listed.cancellationPolicy.isCancellable).toBe(
          listed.cancellationPolicy.cancellationDeadline !== null,
        );
      }
    }
  });

  it('S-206 S-309 upsells add activities to the same room, their difference rounded up to the euro', async () => {
    const { rows } = await sql<{ id: number; up: number }>`
      select a.id, b.id as up from offers a join offers b on a.room_id = b.room_id and a.id <> b.id
      join hotels h on h.id = a.hotel_id
      where a.active and b.active and h.active and b.activity_ids @> a.activity_ids
        and cardinality(b.activity_ids) > cardinality(a.activity_ids)
        and greatest(a.nights_min, b.nights_min) <= least(a.nights_max, b.nights_max)
      order by a.id, b.id limit 1
    `.execute(ctx.db);
    const pair = rows[0];
    if (!pair) throw new Error('The test catalog has no upsell');
    const { upsells } = upsellsSchema.parse((await get(`/api/product/${pair.id}/upsells?locale=fr_FR`)).body);
    const upsell = upsells.find((u) => u.id === pair.up);
    if (!upsell) throw new Error(`offer ${pair.up} is not an upsell of ${pair.id}`);
    const [base, extra] = [ctx.catalog.offers.get(pair.id), ctx.catalog.offers.get(pair.up)];
    const nights = Math.max(base?.nightsMin ?? 0, extra?.nightsMin ?? 0);
    const from = (id: number) => ctx.catalog.fromPrice(id, COUPLE, nights)?.sellPrice ?? 0;
    expect(upsell.priceDifference).toBe(priceDifference(from(pair.up), from(pair.id)));
    expect(upsell.priceDifference % 100).toBe(0);
    expect(upsell.priceDifference).toBeGreaterThanOrEqual(from(pair.up) - from(pair.id));
    expect(upsell.priceDifferencePerLos[String(nights)]).toBe(upsell.priceDifference);
    const ids = await sql<{ a: number[]; b: number[] }>`
      select a.activity_ids as a, b.activity_ids as b from offers a, offers b where a.id = ${pair.id} and b.id = ${pair.up}
    `.execute(ctx.db);
    const added = (ids.rows[0]?.b ?? []).filter((id) => !(ids.rows[0]?.a ?? []).includes(id));
    expect(upsell.activityIds).toEqual(added);
    expect(upsells.every((u) => u.id !== pair.id)).toBe(true);
  });

  it('S-307 an offer with extras names the offer it adds them to; a base offer names none', async () => {
    const { rows } = await sql<{ id: number; up: number }>`
      select a.id, b.id as up from offers a join offers b on a.room_id = b.room_id and a.id <> b.id
      where b.activity_ids @> a.activity_ids and cardinality(b.activity_ids) > cardinality(a.activity_ids)
        and not exists (select 1 from offers c where c.room_id = a.room_id and c.id <> a.id
          and a.activity_ids @> c.activity_ids and cardinality(a.activity_ids) > cardinality(c.activity_ids))
      order by a.id, b.id limit 1
    `.execute(ctx.db);
    const pair = rows[0];
    if (!pair) throw new Error('The test catalog has no upsell');
    const extra = productSchema.parse((await get(`/api/product/${pair.up}?locale=es_ES`)).body);
    expect(extra.upsellOf).toEqual({ id: expect.any(Number), label: expect.stringMatching(/\S/) });
    expect(extra.packageSummary.extra.length).toBeGreaterThan(0);
    const base = productSchema.parse((await get(`/api/product/${pair.id}?locale=es_ES`)).body);
    expect(base.upsellOf).toBeNull();
    expect(base.packageSummary.extra).toEqual([]);
  });

  it('answers 404 for unknown offers on every product call', async () => {
    for (const path of [
      '/api/product/999999?locale=fr_FR',
      '/api/product/999999/offers?locale=fr_FR',
      '/api/product/999999/upsells?locale=fr_FR',
      '/api/weekend/999999/detail.json?locale=fr_FR',
      '/api/weekend/999999/availabilities.json?locale=fr_FR',
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
  });
});
