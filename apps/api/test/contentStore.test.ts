import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHotelContent } from '../src/content/hotels';
import { positiveReviews } from '../src/content/reviews';
import { ContentStore } from '../src/content/store';
import { REVIEW_HIGHLIGHTS } from '../src/routes/product';
import { createTestContext, type TestContext } from './support';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('ContentStore', () => {
  it('S-398 holds for every hotel the content and review highlights the database answers per hotel', async () => {
    const store = await ContentStore.load(ctx.db, REVIEW_HIGHLIGHTS);
    const hotels = await ctx.db.selectFrom('hotels').select('id').orderBy('id').execute();
    expect(store.size.hotels).toBe(hotels.length);
    for (const { id } of hotels) {
      const { highlights, ...stored } = store.content(id) ?? {};
      expect(stored).toEqual(await readHotelContent(ctx.db, id));
      expect(JSON.stringify(stored)).toBe(JSON.stringify(await readHotelContent(ctx.db, id)));
      expect(highlights).toEqual(await positiveReviews(ctx.db, id, REVIEW_HIGHLIGHTS));
    }
    expect(store.content(-1)).toBeUndefined();
  });
});
