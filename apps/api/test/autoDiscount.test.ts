import { type OfferCard, type OrderItems, ownCancellationChoice } from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftStayItems, stayOrderItems } from '../../../scripts/sample-order.mjs';
import { checkoutOf, paidOrderOf } from './orderSupport';
import { offers, type Params, post } from './searchSupport';
import { createTestContext, giftableOffer, type TestContext } from './support';

// The automatic extra discount end to end on the API (000 §3 autoDiscount, §4 Other, §9; S-159,
// G-45): booking cards carry the promotion code marked automatic, gifting cards none, and the
// checkout of a stay sent with that code takes its percentage off once.

const TODAY = '2026-06-01';
const AUTO = { code: 'AUTO10', value: 10 };
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ today: TODAY });
}, 120_000);
afterAll(() => ctx?.close());

const cardsOf = async (params: Params) => (await offers(ctx, params)).exactMatch as OfferCard[];

describe('offers.json autoDiscount', () => {
  it('S-159 every booking card carries the automatic code and its percentage, with or without dates', async () => {
    for (const params of [{}, { flow: 'booking' }, { flow: 'hotel' }, { checkin: '2026-06-19', nights: 2 }]) {
      const cards = await cardsOf(params);
      expect(cards.length, JSON.stringify(params)).toBeGreaterThan(0);
      for (const card of cards) expect(card.autoDiscount, JSON.stringify(params)).toEqual(AUTO);
    }
  });

  it('S-159 a hotel’s other offers (the drawer) carry it too', async () => {
    const [first] = await cardsOf({});
    const cards = await cardsOf({ hotelId: first?.hotel.id ?? 0, numberOfPackagesPerHotel: 10 });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.autoDiscount).toEqual(AUTO);
  });

  it('S-159 gifting cards carry none', async () => {
    const cards = await cardsOf({ flow: 'gifting', giftNights: 2 });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.autoDiscount ?? null).toBeNull();
  });

  it('S-159 the code is the one promotion code marked automatic; a second one is refused', async () => {
    const { rows } = await sql<{ code: string; percent: number; gifts: boolean }>`
      select code, percent, gifts from promotion_codes where automatic`.execute(ctx.db);
    expect(rows).toEqual([{ code: 'AUTO10', percent: 10, gifts: false }]);
    await expect(
      sql`update promotion_codes set automatic = true where code = 'HIVER10'`.execute(ctx.db),
    ).rejects.toThrow();
  });
});

describe('checkout with the automatic code', () => {
  const datedCard = async () => {
    const [card] = await cardsOf({ checkin: '2026-07-10', nights: 2 });
    if (!card?.autoDiscount?.code || !card.checkin) throw new Error('No dated card with an automatic code');
    return card as OfferCard & { checkin: string; autoDiscount: { code: string; value: number } };
  };

  it('G-45 the card’s code as promotionCodeItem takes its 10 % off the stay once, and the order is placed at that total', async () => {
    const card = await datedCard();
    const items = {
      ...stayOrderItems(card.id, card.checkin, [], card.nights),
      promotionCodeItem: { code: card.autoDiscount.code },
    } as OrderItems;
    const summary = await checkoutOf(ctx, items);
    const { stayAmount, reductionAmount, totalAmount } = summary.breakdown;
    expect(summary.promotion).toEqual({ code: 'AUTO10', status: 'APPLIED' });
    expect(stayAmount).toBe(card.sellPrice);
    expect(reductionAmount).toBe(Math.floor((stayAmount * card.autoDiscount.value) / 100));
    expect(reductionAmount).toBeGreaterThan(0);
    expect(totalAmount).toBe(stayAmount - reductionAmount);

    const choice = ownCancellationChoice(summary.cancellationPolicy);
    const order = await paidOrderOf(ctx, { ...items, insuranceItem: { choice, insuranceId: null } });
    const created = await ctx.request('/route/purchase/orders', {
      ...post(order),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    });
    const body = await created.json();
    expect(created.status, JSON.stringify(body).slice(0, 300)).toBe(201);
    expect(body.amounts).toMatchObject({ stayAmount, reductionAmount, totalAmount });
  });

  it('G-45 the automatic code takes nothing off a gift of a stay', async () => {
    const items = {
      ...giftStayItems(await giftableOffer(ctx), 2),
      promotionCodeItem: { code: AUTO.code },
    } as OrderItems;
    const summary = await checkoutOf(ctx, items);
    expect(summary.promotion).toEqual({ code: 'AUTO10', status: 'NOT_APPLICABLE' });
    expect(summary.breakdown.reductionAmount).toBe(0);
    expect(summary.breakdown.totalAmount).toBe(summary.breakdown.stayAmount);
  });
});

describe('an automatic code that no longer applies', () => {
  let ended: TestContext;
  beforeAll(async () => {
    ended = await createTestContext({ today: TODAY });
    // Ended the day before: the search reads the automatic code afresh in this app.
    await sql`update promotion_codes set valid_to = '2026-05-31' where automatic`.execute(ended.db);
  }, 120_000);
  afterAll(() => ended?.close());

  it('S-159 leaves booking cards without autoDiscount', async () => {
    const answer = await offers(ended, {});
    const cards = answer.exactMatch as OfferCard[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.autoDiscount ?? null).toBeNull();
  });
});
