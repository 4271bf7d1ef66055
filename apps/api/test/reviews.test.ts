import {
  hasMoreReviews,
  REVIEW_PAGE_SIZE,
  type Review,
  type ReviewSet,
  reviewSetSchema,
  reviewSorts,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, productApi } from './productSupport';
import { createTestContext, type TestContext } from './support';

let ctx: TestContext;
let get: (path: string) => Promise<Answer>;
/** The hotel with the most reviews, so paging spans several pages. */
let hotelId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  get = productApi(ctx);
  const { rows } = await sql<{ hotel_id: number }>`
    select hotel_id from reviews group by hotel_id order by count(*) desc, hotel_id limit 1
  `.execute(ctx.db);
  hotelId = rows[0]?.hotel_id ?? 0;
});
afterAll(async () => {
  await ctx?.close();
});

async function reviews(query: string): Promise<ReviewSet> {
  const { status, body } = await get(`/api/hotel/${hotelId}/reviews.json?${query}`);
  expect(status).toBe(200);
  return reviewSetSchema.parse(body);
}

async function rowsOf(locale?: Review['locale']) {
  let query = ctx.db.selectFrom('reviews').selectAll().where('hotel_id', '=', hotelId);
  if (locale) query = query.where('locale', '=', locale);
  return query.execute();
}

/** The mean of one-decimal scores at one decimal, halves up, in exact tenths. */
function mean(values: number[]): number {
  const tenths = values.reduce((sum, v) => sum + Math.round(v * 10), 0);
  return Math.round(tenths / values.length) / 10;
}

describe('GET /api/hotel/{id}/reviews.json', () => {
  it('S-501 S-403 answers the count, the score and the six criteria at one decimal, as SQL has them', async () => {
    const set = await reviews('locale=all&client=msite&withOtherLanguageFallback=false');
    const rows = await rowsOf();
    expect(set.totalCount).toBe(rows.length);
    expect(set.score).toBe(mean(rows.map((r) => r.average)));
    expect(set.details).toEqual([
      { label: 'welcoming', score: mean(rows.map((r) => r.welcoming)) },
      { label: 'comfort', score: mean(rows.map((r) => r.comfort)) },
      { label: 'cleanliness', score: mean(rows.map((r) => r.cleanliness)) },
      { label: 'food', score: mean(rows.map((r) => r.food)) },
      { label: 'localization', score: mean(rows.map((r) => r.localization)) },
      { label: 'priceQualityRatio', score: mean(rows.map((r) => r.price_quality_ratio)) },
    ]);
  });

  it('S-405 pages hold 10 reviews and every review appears once while page + 1 < ceil(count / 10)', async () => {
    const total = (await rowsOf()).length;
    expect(total).toBeGreaterThan(2 * REVIEW_PAGE_SIZE);
    const seen: number[] = [];
    let page = 0;
    for (;;) {
      const set = await reviews(`locale=all&page=${page}`);
      expect(set.page).toBe(page);
      seen.push(...set.list.map((r) => r.id));
      if (!hasMoreReviews(page, set.totalCount)) {
        expect(set.list.length).toBe(total - page * REVIEW_PAGE_SIZE);
        break;
      }
      expect(set.list).toHaveLength(REVIEW_PAGE_SIZE);
      page += 1;
    }
    expect(page + 1).toBe(Math.ceil(total / REVIEW_PAGE_SIZE));
    expect(new Set(seen).size).toBe(total);
    expect((await reviews(`locale=all&page=${page + 1}`)).list).toEqual([]);
  });

  it('S-408 orders each sort as named, across pages', async () => {
    for (const sort of reviewSorts) {
      const list = [
        ...(await reviews(`locale=all&sort=${sort}&page=0`)).list,
        ...(await reviews(`locale=all&sort=${sort}&page=1`)).list,
      ];
      const keys = list.map((r) => (sort.startsWith('DATE') ? r.date : r.average));
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sort.endsWith('ASC') ? sorted : sorted.reverse());
    }
    const newest = (await rowsOf()).sort((a, b) => (a.stayed_on < b.stayed_on ? 1 : -1))[0];
    expect((await reviews('sort=DATE_DESC')).list[0]?.date).toBe(newest?.stayed_on);
  });

  it('S-408 filters by language, the Belgian locales reading their language’s reviews', async () => {
    const french = await reviews('locale=fr_FR');
    const rows = await rowsOf('fr_FR');
    expect(french.totalCount).toBe(rows.length);
    expect(french.list.every((r) => r.locale === 'fr_FR')).toBe(true);
    expect(french.score).toBe(mean(rows.map((r) => r.average)));
    expect(await reviews('locale=fr_BE')).toEqual(french);
    const dutch = await reviews('locale=nl_BE&sort=SCORE_ASC');
    expect(dutch.list.every((r) => r.locale === 'nl_NL')).toBe(true);
    expect(dutch.totalCount).toBe((await rowsOf('nl_NL')).length);
  });

  it('S-406 a language without reviews answers none, or every language with withOtherLanguageFallback', async () => {
    // Another reviewed hotel loses its Italian reviews (this file's database is its own copy).
    const other = await ctx.db
      .selectFrom('reviews')
      .select('hotel_id')
      .where('hotel_id', '<>', hotelId)
      .where('locale', '=', 'it_IT')
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .deleteFrom('reviews')
      .where('hotel_id', '=', other.hotel_id)
      .where('locale', '=', 'it_IT')
      .execute();
    const target = { hotel_id: other.hotel_id, locale: 'it_IT' };
    const path = `/api/hotel/${target.hotel_id}/reviews.json?locale=${target.locale}`;
    const none = reviewSetSchema.parse((await get(path)).body);
    expect(none).toMatchObject({
      totalCount: 0,
      score: null,
      list: [],
      details: [],
      languageFallback: false,
    });
    const fallback = reviewSetSchema.parse((await get(`${path}&withOtherLanguageFallback=true`)).body);
    const all = reviewSetSchema.parse(
      (await get(`/api/hotel/${target.hotel_id}/reviews.json?locale=all`)).body,
    );
    expect(fallback.languageFallback).toBe(true);
    expect(fallback.totalCount).toBe(all.totalCount);
    expect(fallback.list).toEqual(all.list);
  });

  it('S-400 a hotel without reviews has no score and no criteria', async () => {
    const hotel = await ctx.db
      .selectFrom('hotels')
      .select('id')
      .where('review_count', '=', 0)
      .executeTakeFirstOrThrow();
    const set = reviewSetSchema.parse((await get(`/api/hotel/${hotel.id}/reviews.json`)).body);
    expect(set).toMatchObject({ totalCount: 0, score: null, list: [], details: [] });
  });

  it('answers 404 for an unknown hotel and 400 naming a bad sort, page or locale', async () => {
    expect((await get('/api/hotel/999999/reviews.json')).status).toBe(404);
    const bad = await get(`/api/hotel/${hotelId}/reviews.json?sort=NEWEST&page=-1&locale=en_GB`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'locale',
      'page',
      'sort',
    ]);
  });
});
