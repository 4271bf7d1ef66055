import {
  type ApiLocale,
  boxDetailSchema,
  boxesSearchResponseSchema,
  boxPromo,
  type MapMarker,
  type OfferCard,
  offersResponseSchema,
  promoPercent,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, getJson, rows } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The box shop under the front gateway (001 §2.8, §3 Box product detail, §7; S-484…S-486, S-298,
// S-299, G-52, G-53).

const LOCALES: ApiLocale[] = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

interface BoxRow {
  code: string;
  family: string;
  format: 'digital' | 'physical';
  locales: string[];
  position: number;
  value: number;
  reference_price: number | null;
  themes: number[];
  countries: string[];
  nights: number;
}

const boxRows = () =>
  rows<BoxRow>(
    ctx,
    sql`select code, family, format, locales, position, value, reference_price, themes, countries, nights
        from gift_boxes order by position, format`,
  );

describe('GET /gateway/boxes/search', () => {
  it('S-485 S-298 lists the e-boxes (codes ending EBOX) each market sells, in listing order', async () => {
    const all = await boxRows();
    for (const locale of LOCALES) {
      const { boxes } = await getJson(
        ctx,
        `/gateway/boxes/search?locale=${locale}`,
        boxesSearchResponseSchema,
      );
      const expected = all.filter((box) => box.format === 'digital' && box.locales.includes(locale));
      expect(boxes.map((box) => box.code)).toEqual(expected.map((box) => box.code));
      expect(boxes.length).toBeGreaterThan(5);
      for (const box of boxes) {
        expect(box.code).toMatch(/EBOX$/);
        expect(box.uri).toBe(`/gifts/p/${box.slug}/${box.code}`);
      }
    }
  });

  it('G-52 medium=physical lists the boxes sent by post instead', async () => {
    const { boxes } = await getJson(
      ctx,
      '/gateway/boxes/search?locale=fr_FR&medium=physical',
      boxesSearchResponseSchema,
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.code).not.toMatch(/EBOX$/);
      expect(box.format).toBe('physical');
    }
  });

  it('refuses an unknown medium or locale with the failing field', async () => {
    expect(await errorOf(ctx, '/gateway/boxes/search?locale=fr_FR&medium=paper')).toEqual({
      status: 400,
      paths: ['medium'],
    });
    expect((await errorOf(ctx, '/gateway/boxes/search?locale=de_DE')).status).toBe(400);
  });

  it('S-299 prices each box with its promo rounded up, shown only above 5 %', async () => {
    const all = await boxRows();
    const { boxes } = await getJson(ctx, '/gateway/boxes/search?locale=fr_FR', boxesSearchResponseSchema);
    for (const box of boxes) {
      const row = all.find((candidate) => candidate.code === box.code);
      expect(box.price.sellPrice).toBe(row?.value);
      expect(box.price.promo).toBe(boxPromo(promoPercent(box.value, box.referencePrice)));
    }
    expect(boxes.some((box) => box.price.promo > 5)).toBe(true);
  });
});

describe('GET /gateway/boxes/{code}/product-detail', () => {
  it('S-484 S-300 answers the box: title, description, included lines, value, reference price, images and formats', async () => {
    const box = await getJson(ctx, '/gateway/boxes/SPA1NEBOX/product-detail?locale=es_ES', boxDetailSchema);
    expect(box.title).toBe('Paréntesis de bienestar');
    expect(box.includedContent.split('\n')[1]).toBe('Acceso al spa para 2 personas');
    expect(box.value).toBe(14990);
    expect(box.referencePrice).toBe(16990);
    expect(box.images.length).toBeGreaterThan(1);
    expect(box.imagesBySize['640_360']).toEqual(box.images.map((image) => image.sizes['640_360']));
    expect(box.formats.map((format) => format.code)).toEqual(['SPA1NEBOX', 'SPA1NBOX']);
    expect(box.pageModel.canonicalUrl).toBe(`/es${box.uri}`);
    expect(box.pageModel.alternateUrls).toHaveLength(6);
    expect(box.pageModel.alternateUrls.find((url) => url.locale === 'fr_FR')?.url).toBe(
      '/fr/gifts/p/parenthese-bien-etre/SPA1NEBOX',
    );
  });

  it('answers the physical format too, not indexed (the e-box is the same box)', async () => {
    const box = await getJson(ctx, '/gateway/boxes/SPA1NBOX/product-detail?locale=fr_FR', boxDetailSchema);
    expect(box.format).toBe('physical');
    expect(box.pageModel.metaRobots).toBe('noindex,follow');
  });

  it('is 404 for an unknown code or a box the market does not sell, 400 for a malformed code', async () => {
    expect((await errorOf(ctx, '/gateway/boxes/NOPEEBOX/product-detail?locale=fr_FR')).status).toBe(404);
    const all = await boxRows();
    const notItalian = all.find((box) => !box.locales.includes('it_IT'));
    expect(notItalian).toBeDefined();
    expect(
      (await errorOf(ctx, `/gateway/boxes/${notItalian?.code}/product-detail?locale=it_IT`)).status,
    ).toBe(404);
    expect(await errorOf(ctx, '/gateway/boxes/spa;drop/product-detail?locale=fr_FR')).toEqual({
      status: 400,
      paths: ['code'],
    });
  });
});

describe('GET /gateway/boxes/{code}/offers', () => {
  const offersOf = (code: string, query: string) =>
    getJson(ctx, `/gateway/boxes/${code}/offers?locale=fr_FR&${query}`, offersResponseSchema);

  it('S-486 S-297 answers 8 cards a page, one per hotel, until a page is empty', async () => {
    const first = await offersOf('SPA1NEBOX', '');
    expect(first.searchDetails.limit).toBe(8);
    const total = first.searchDetails.totalCount;
    expect(total).toBeGreaterThan(8);
    const cards: OfferCard[] = [];
    for (let page = 0; page < 100; page += 1) {
      const answer = await offersOf('SPA1NEBOX', `page=${page}`);
      if (answer.exactMatch.length === 0) break;
      expect(answer.exactMatch.length).toBeLessThanOrEqual(8);
      cards.push(...(answer.exactMatch as OfferCard[]));
    }
    expect(cards).toHaveLength(total);
    expect(new Set(cards.map((card) => card.hotel.id)).size).toBe(total);
  });

  it("S-486 lists giftable stays of the box's themes and countries, for its nights", async () => {
    const all = await boxRows();
    const belgian = all.find((box) => box.format === 'digital' && box.countries.includes('BE'));
    if (!belgian) throw new Error('No box for Belgium');
    const answer = await offersOf(belgian.code, 'limit=48');
    expect(answer.exactMatch.length).toBeGreaterThan(0);
    const ids = (answer.exactMatch as OfferCard[]).map((card) => card.id);
    const offers = await rows<{ id: number; themes: number[]; giftable: boolean; country_id: string }>(
      ctx,
      sql`select o.id, o.themes, o.giftable, h.country_id from offers o join hotels h on h.id = o.hotel_id
          where o.id in (${sql.join(ids)})`,
    );
    for (const offer of offers) {
      expect(offer.giftable).toBe(true);
      expect(offer.country_id).toBe('country-be');
      expect(offer.themes.some((theme) => belgian.themes.includes(theme))).toBe(true);
    }
    for (const card of answer.exactMatch as OfferCard[]) expect(card.nights).toBe(belgian.nights);
  });

  it('S-486 performMapSearch answers every hotel as a marker with its location', async () => {
    const cards = await offersOf('SPA1NEBOX', '');
    const map = await offersOf('SPA1NEBOX', 'performMapSearch=true');
    const markers = map.exactMatch as MapMarker[];
    expect(markers).toHaveLength(cards.searchDetails.totalCount);
    for (const marker of markers) {
      expect(marker.location.lat).toBeGreaterThan(30);
      expect(marker.weekend.length).toBeGreaterThan(0);
    }
  });

  it('is 404 for an unknown box and 400 for a page size over 48', async () => {
    expect((await errorOf(ctx, '/gateway/boxes/NOPEEBOX/offers?locale=fr_FR')).status).toBe(404);
    expect(await errorOf(ctx, '/gateway/boxes/SPA1NEBOX/offers?locale=fr_FR&limit=500')).toEqual({
      status: 400,
      paths: ['limit'],
    });
  });
});
