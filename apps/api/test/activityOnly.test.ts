import { activityImagesSchema, activityOnlyDetailSchema, promoPercent } from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, productApi } from './productSupport';
import { createTestContext, type TestContext } from './support';

let ctx: TestContext;
let get: (path: string) => Promise<Answer>;

beforeAll(async () => {
  ctx = await createTestContext();
  get = productApi(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/activity-only/weekend/{id}/detail.json', () => {
  it('S-482 S-291 answers the voucher with its activity centre, in the locale', async () => {
    const voucher = await ctx.db
      .selectFrom('activity_vouchers')
      .selectAll()
      .where('published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const hotel = await ctx.db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', voucher.hotel_id)
      .executeTakeFirstOrThrow();
    const { status, body } = await get(`/api/activity-only/weekend/${voucher.id}/detail.json?locale=it_IT`);
    expect(status).toBe(200);
    const detail = activityOnlyDetailSchema.parse(body);
    expect(detail).toMatchObject({
      id: voucher.id,
      uri: `/activity/${voucher.id}`,
      published: true,
      label: voucher.labels.it,
      description: voucher.descriptions.it,
    });
    expect(detail.images).toHaveLength(voucher.image_count);
    expect(detail.activities).toHaveLength(1);
    expect(detail.activities[0]?.activityId).toBe(voucher.activity_id);
    expect(detail.activities[0]?.activityCenter).toMatchObject({
      id: hotel.id,
      label: hotel.label,
      star: hotel.stars,
      main: true,
    });
    expect(detail.mainActivityCenter).toMatchObject({ id: hotel.id, stars: hotel.stars });
    expect(detail.breadCrumb.at(-1)?.id).toBe(hotel.city_id);
    expect(detail.pageModel).toMatchObject({
      metaRobots: 'index,follow',
      canonicalUrl: `/it/activity/${voucher.id}`,
    });
    const french = activityOnlyDetailSchema.parse(
      (await get(`/api/activity-only/weekend/${voucher.id}/detail.json?locale=fr_FR`)).body,
    );
    expect(french.label).toBe(voucher.labels.fr);
    expect(french.activities[0]?.title).not.toBe(detail.activities[0]?.title);
  });

  it('S-253 S-288 S-147 prices per pax count in ascending order, with the 5 % activity-only promo threshold', async () => {
    const vouchers = await ctx.db.selectFrom('activity_vouchers').select(['id', 'prices']).execute();
    let hidden = 0;
    let shown = 0;
    for (const voucher of vouchers) {
      const detail = activityOnlyDetailSchema.parse(
        (await get(`/api/activity-only/weekend/${voucher.id}/detail.json?locale=fr_FR`)).body,
      );
      const adults = detail.prices.map((p) => p.paxComposition.adults);
      expect(adults).toEqual([...adults].sort((a, b) => a - b));
      for (const price of detail.prices) {
        const stored = voucher.prices.find((p) => p.adults === price.paxComposition.adults);
        expect(price).toMatchObject({ sellPrice: stored?.sellPrice, barPrice: stored?.barPrice });
        expect(price.moneySaved).toBe((stored?.barPrice ?? 0) - (stored?.sellPrice ?? 0));
        const raw = promoPercent(price.sellPrice, price.barPrice);
        expect(price.promoPercentageRounded).toBe(raw >= 5 ? raw : 0);
        if (raw > 0 && raw < 5) hidden += 1;
        if (raw >= 5 && raw < 10) shown += 1;
      }
    }
    // The catalog holds promos on both sides of the threshold, so the rule was exercised.
    expect(hidden + shown).toBeGreaterThan(0);
  });

  it('S-287 an unpublished voucher still answers, published false and not indexed', async () => {
    const voucher = await ctx.db
      .selectFrom('activity_vouchers')
      .select('id')
      .where('published', '=', false)
      .executeTakeFirstOrThrow();
    const detail = activityOnlyDetailSchema.parse(
      (await get(`/api/activity-only/weekend/${voucher.id}/detail.json?locale=nl_NL`)).body,
    );
    expect(detail.published).toBe(false);
    expect(detail.pageModel.metaRobots).toBe('noindex,follow');
  });

  it('answers 404 for an unknown voucher and 400 without a locale', async () => {
    expect((await get('/api/activity-only/weekend/999999/detail.json?locale=fr_FR')).status).toBe(404);
    const bad = await get('/api/activity-only/weekend/50001/detail.json');
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].path).toBe('locale');
  });
});

describe('GET /api/activities/{id}/images.json', () => {
  it('S-483 answers the activity’s images at the three sizes, titled in the locale', async () => {
    const activity = await ctx.db
      .selectFrom('activities')
      .select(['id', 'titles', 'image_count'])
      .where('kind', '=', 'activity')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await get(`/api/activities/${activity.id}/images.json?locale=es_ES`);
    const { id, images } = activityImagesSchema.parse(answer.body);
    expect(id).toBe(activity.id);
    expect(images).toHaveLength(activity.image_count);
    expect(images.every((image) => image.alt === activity.titles.es)).toBe(true);
    expect(new Set(images.map((image) => image.sizes['960_540'])).size).toBe(activity.image_count);
    expect((await get('/api/activities/999999/images.json?locale=es_ES')).status).toBe(404);
  });
});
