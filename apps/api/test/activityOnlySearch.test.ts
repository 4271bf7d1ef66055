import {
  type ActivityOnlySearchResponse,
  activityOnlySearchResponseSchema,
  haversineKm,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, getJson, post, rows, sorted } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// search/activity-only.json (S-470): activity vouchers by activity centre, checked against SQL.

let ctx: TestContext;

interface VoucherRow {
  id: number;
  hotel_id: number;
  themes: number[];
  lat: number;
  lng: number;
  prices: Array<{ adults: number; sellPrice: number; barPrice: number }>;
}
let vouchers: VoucherRow[];

beforeAll(async () => {
  ctx = await createTestContext({ today: '2026-06-01' });
  vouchers = await rows<VoucherRow>(
    ctx,
    sql`select v.id, v.hotel_id, v.themes, h.lat, h.lng, v.prices from activity_vouchers v
        join hotels h on h.id = v.hotel_id where v.published and h.active order by v.id`,
  );
}, 120_000);
afterAll(() => ctx?.close());

const search = (body: Record<string, unknown>) =>
  getJson(
    ctx,
    '/api/search/activity-only.json',
    activityOnlySearchResponseSchema,
    post({ locale: 'fr_FR', ...body }),
  );

const voucherIds = (answer: ActivityOnlySearchResponse) =>
  sorted(
    answer.exactMatch.flatMap((centre) => centre.activityOnlyPackages.map((p) => p.activityOnlyVoucher.id)),
  );

describe('search/activity-only.json', () => {
  it('S-470 answers activity centres with their published vouchers, searchDetails and mainTitle', async () => {
    const answer = await search({ limit: 100 });
    expect(voucherIds(answer)).toEqual(sorted(vouchers.map((v) => v.id)));
    expect(answer.searchDetails).toMatchObject({ adult: 2, child: 0, baby: 0, page: 0, limit: 100 });
    expect(answer.searchDetails.totalCount).toBe(new Set(vouchers.map((v) => v.hotel_id)).size);
    expect(answer.mainTitle).toBe('Nos activités');
    for (const centre of answer.exactMatch) {
      expect(centre.activityOnlyPackages.length).toBeLessThanOrEqual(20);
      for (const { activityOnlyVoucher } of centre.activityOnlyPackages) {
        expect(activityOnlyVoucher.uri).toBe(`/activity/${activityOnlyVoucher.id}`);
        expect(vouchers.find((v) => v.id === activityOnlyVoucher.id)?.hotel_id).toBe(centre.id);
      }
    }
  });

  it('S-147 shows a voucher promo from 5 % only', async () => {
    const answer = await search({ limit: 100 });
    const prices = answer.exactMatch.flatMap((c) =>
      c.activityOnlyPackages.flatMap((p) => p.activityOnlyVoucher.prices),
    );
    for (const price of prices) {
      const raw = Math.ceil(((price.barPrice - price.sellPrice) * 100) / price.barPrice);
      expect(price.promoPercentageRounded).toBe(raw >= 5 ? raw : 0);
    }
    expect(prices.some((p) => p.sellPrice < p.barPrice && p.promoPercentageRounded === 0)).toBe(true);
    expect(prices.some((p) => p.promoPercentageRounded >= 5)).toBe(true);
  });

  it('S-146 priceMin and priceMax bound the price per person of the adults asked', async () => {
    for (const adults of [1, 2]) {
      const answer = await search({ a: adults, priceMin: 2000, priceMax: 6000, limit: 100 });
      const expected = vouchers.filter((v) => {
        const price = v.prices.find((p) => p.adults === adults);
        const perPerson = price ? Math.ceil(price.sellPrice / adults) : -1;
        return perPerson >= 2000 && perPerson <= 6000;
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(voucherIds(answer)).toEqual(sorted(expected.map((v) => v.id)));
      expect(answer.searchDetails.adult).toBe(adults);
    }
  });

  it('theme narrows to the vouchers of that theme', async () => {
    const theme = vouchers[0]?.themes[0] as number;
    const answer = await search({ theme, limit: 100 });
    expect(voucherIds(answer)).toEqual(
      sorted(vouchers.filter((v) => v.themes.includes(theme)).map((v) => v.id)),
    );
  });

  it('S-162 a place with a 30 km radius finds the centres around it, nearest first', async () => {
    const [city] = await rows<{ id: string; lat: number; lng: number }>(
      ctx,
      sql`select d.id, d.lat, d.lng from destinations d join hotels h on h.city_id = d.id
          where h.id = ${vouchers[0]?.hotel_id as number}`,
    );
    if (!city) throw new Error('no city');
    const answer = await search({ city: city.id, distanceMax: 30, limit: 100 });
    const expected = vouchers.filter((v) => haversineKm(city, v) <= 30);
    expect(expected.length).toBeGreaterThan(0);
    expect(voucherIds(answer)).toEqual(sorted(expected.map((v) => v.id)));
    const distances = answer.exactMatch.map((c) => c.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(answer.mainTitle).toMatch(/^Activités autour de /);
  });

  it('pages over activity centres', async () => {
    const every = await search({ limit: 100 });
    const pages = [];
    for (let page = 0; page * 4 < every.searchDetails.totalCount; page += 1) {
      const answer = await search({ limit: 4, page });
      expect(answer.exactMatch.length).toBeLessThanOrEqual(4);
      pages.push(...answer.exactMatch.map((c) => c.id));
    }
    expect(pages).toEqual(every.exactMatch.map((c) => c.id));
  });

  it('S-459 labels and the main title follow the locale', async () => {
    const answer = await search({ locale: 'es_ES', limit: 100 });
    const labels = await rows<{ id: number; es: string }>(
      ctx,
      sql`select id, labels->>'es' as es from activity_vouchers`,
    );
    for (const { activityOnlyVoucher } of answer.exactMatch.flatMap((c) => c.activityOnlyPackages)) {
      expect(activityOnlyVoucher.label).toBe(labels.find((l) => l.id === activityOnlyVoucher.id)?.es);
    }
    expect(answer.mainTitle).toBe('Nuestras actividades');
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (body: unknown) => errorOf(ctx, '/api/search/activity-only.json', post(body));
    expect(await bad({ locale: 'fr_FR', numberOfPackagesPerHotel: 0 })).toEqual({
      status: 400,
      paths: ['numberOfPackagesPerHotel'],
    });
    expect(await bad({ locale: 'fr_FR', lat: 45 })).toEqual({ status: 400, paths: ['lng'] });
    expect((await bad({ locale: 'xx_XX' })).paths).toEqual(['locale']);
  });
});
