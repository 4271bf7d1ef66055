import {
  MINISITE_IDS,
  minisiteSchema,
  type OfferCard,
  type OrderItems,
  ownCancellationChoice,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayOrderItems } from '../../../scripts/sample-order.mjs';
import { addMinisite } from '../src/minisites/minisites';
import { checkoutOf, paidOrderOf } from './orderSupport';
import { offers, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// Partner minisites on the API (002 §2, §3 Partner minisite entry, §9; S-437…S-440, G-09): each
// configured by a row of `minisites`, answered by its url, and its id stored with the orders made
// from it.

const TODAY = '2026-06-01';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ today: TODAY });
}, 120_000);
afterAll(() => ctx?.close());

const minisite = async (url: string) => {
  const response = await ctx.request(`/api/minisites/${url}`);
  return { status: response.status, body: await response.json() };
};

const orderRequest = (body: unknown) => ({
  ...post(body),
  headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
});

describe('GET /api/minisites/{url}', () => {
  it('S-438 six minisites exist, for partners in France and Belgium, with the ids 360, 250, 244, 97, 30 and 14', async () => {
    const { rows } = await sql<{
      id: number;
      url: string;
    }>`select id, url from minisites order by id desc`.execute(ctx.db);
    expect(rows.map((row) => row.id)).toEqual([...MINISITE_IDS]);
    const answers = await Promise.all(rows.map((row) => minisite(row.url)));
    const locales = new Set<string>();
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      const parsed = minisiteSchema.parse(answer.body);
      expect(parsed.minisiteId).toBe(rows[index]?.id);
      locales.add(parsed.minisiteLocale);
    }
    expect([...locales].sort()).toEqual(['fr_BE', 'fr_FR', 'nl_BE']);
  });

  it('S-437 a minisite is matched by its url: banner (desktop and mobile), optional logo and footer, theme', async () => {
    const { status, body } = await minisite('club-lumiere');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      minisiteId: 360,
      minisiteUrl: 'club-lumiere',
      partnerName: 'Club Lumière',
      minisiteLocale: 'fr_FR',
      bannerUrls: {
        desktop: '/api/images/content/minisite-360-0/960_540.svg',
        mobile: '/api/images/content/minisite-360-0/640_360.svg',
      },
      theme: { brand: '#1a4fa0', radius: 'sharp' },
    });
    const banner = await ctx.request(body.bannerUrls.mobile);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
    const withoutLogo = await minisite('cse-evasion');
    expect(withoutLogo.body.logoUrl).toBeNull();
    const withoutFooter = await minisite('rail-escapades');
    expect(withoutFooter.body.footer).toBeNull();
  });

  it('S-440 the footers state the conditions and a booking window; one a starting price for two', async () => {
    const { rows } = await sql<{ url: string }>`select url from minisites where footer is not null`.execute(
      ctx.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const footers = (await Promise.all(rows.map((row) => minisite(row.url)))).map(
      (answer) => answer.body.footer as string,
    );
    for (const footer of footers) {
      expect(footer).toMatch(
        /chambre double occupée par 2 personnes|tweepersoonskamer bezet door 2 personen/,
      );
      expect(footer).toMatch(/minimum de 2 nuits|minimum van 2 nachten/);
      expect(footer).toMatch(/moyens électroniques uniquement|uitsluitend elektronisch/);
      expect(footer).toMatch(/places limité|Beperkt aantal plaatsen/);
      expect(footer).toMatch(/Réservations du .+ au |Boekingen van .+ tot /);
    }
    expect(new Set(footers.map((footer) => footer.match(/(Réservations|Boekingen) .*?\./)?.[0])).size).toBe(
      footers.length,
    );
    expect(footers.filter((footer) => /À partir de \d+ € pour deux/.test(footer))).toHaveLength(1);
  });

  it('G-09 an unknown url is 404 with the error shape; a url that is not a slug is 400', async () => {
    const unknown = await minisite('no-such-partner');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Minisite not found',
        issues: [{ path: 'minisiteUrl', code: 'INVALID', message: 'No minisite no-such-partner' }],
      },
    });
    const invalid = await minisite('Club_Lumiere');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.issues[0].path).toBe('minisiteUrl');
  });

  it('S-438 a row added to the table is a minisite at once, with no restart', async () => {
    await sql`insert into minisites (id, url, partner_name, locale, banner_desktop_url, banner_mobile_url, theme)
      values (501, 'nouveau-partenaire', 'Nouveau', 'fr_FR', '/d.svg', '/m.svg', '{"brand":"#123456"}')`.execute(
      ctx.db,
    );
    const { status, body } = await minisite('nouveau-partenaire');
    expect(status).toBe(200);
    expect(body).toMatchObject({ minisiteId: 501, logoUrl: null, footer: null, selection: {} });
    await sql`delete from minisites where id = 501`.execute(ctx.db);
  });
});

describe('adding a minisite (add-minisite)', () => {
  it('S-438 a minisite added with the command is answered at once, in its theme; a taken url or id is refused', async () => {
    const input = {
      minisiteId: 412,
      minisiteUrl: 'mon-partenaire',
      partnerName: 'Mon partenaire',
      minisiteLocale: 'fr_BE',
      bannerUrls: {
        desktop: '/api/images/content/minisite-412-0/960_540.svg',
        mobile: '/api/images/content/minisite-412-0/640_360.svg',
      },
      logoUrl: null,
      footer: null,
      theme: { brand: '#0a7d5a', radius: 'round' },
      selection: { country: 'country-be' },
    };
    await addMinisite(ctx.db, input);
    const { status, body } = await minisite('mon-partenaire');
    expect(status).toBe(200);
    expect(body).toEqual(input);
    await expect(addMinisite(ctx.db, { ...input, minisiteId: 413 })).rejects.toThrow();
    await expect(addMinisite(ctx.db, { ...input, minisiteUrl: 'autre-partenaire' })).rejects.toThrow();
    await expect(
      addMinisite(ctx.db, { ...input, minisiteId: 414, theme: { brand: 'green' } }),
    ).rejects.toThrow(/colour/);
    await sql`delete from minisites where id = 412`.execute(ctx.db);
  });
});

describe('the minisite id on calls and orders', () => {
  /** A paid order of a stay on `checkin` made from the minisite `minisiteId`. */
  async function minisiteOrder(checkin: string, minisiteId: number) {
    const [card] = (await offers(ctx, { checkin, nights: 2 })).exactMatch as OfferCard[];
    if (!card?.checkin) throw new Error('No dated card');
    const base = stayOrderItems(card.id, card.checkin, [], card.nights) as OrderItems;
    const items = {
      ...base,
      shortStayItem: {
        ...base.shortStayItem,
        reservationCriteria: { ...base.shortStayItem?.reservationCriteria, minisiteId },
      },
    } as OrderItems;
    const summary = await checkoutOf(ctx, items);
    return paidOrderOf(ctx, {
      ...items,
      insuranceItem: { choice: ownCancellationChoice(summary.cancellationPolicy), insuranceId: null },
    });
  }

  it('S-439 the search takes the minisite parameter; one that is not an id is 400', async () => {
    const answer = await offers(ctx, { minisite: 360, country: 'country-fr' });
    expect((answer.exactMatch as OfferCard[]).length).toBeGreaterThan(0);
    const refused = await ctx.request('/api/offers.json?locale=fr_FR&minisite=abc');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.issues[0].path).toBe('minisite');
  });

  it('S-439 an order made from a minisite stores its id as reservationCriteria.minisiteId', async () => {
    const order = await minisiteOrder('2026-07-10', 30);
    const created = await ctx.request('/route/purchase/orders', orderRequest(order));
    const body = await created.json();
    expect(created.status, JSON.stringify(body).slice(0, 300)).toBe(201);
    const { rows } = await sql<{ minisite_id: number | null }>`
      select minisite_id from orders where id = ${body.orderUUID}`.execute(ctx.db);
    expect(rows).toEqual([{ minisite_id: 30 }]);
  });

  it('S-439 an order naming a minisite that does not exist is 400 on that field, and nothing is stored', async () => {
    const order = await minisiteOrder('2026-07-17', 999);
    const before = await sql<{ n: number }>`select count(*)::int as n from orders`.execute(ctx.db);
    const refused = await ctx.request('/route/purchase/orders', orderRequest(order));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.issues).toEqual([
      expect.objectContaining({ path: 'items.shortStayItem.reservationCriteria.minisiteId' }),
    ]);
    const after = await sql<{ n: number }>`select count(*)::int as n from orders`.execute(ctx.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
