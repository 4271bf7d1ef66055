import {
  apiErrorSchema,
  checkoutSummarySchema,
  generateVoucherCode,
  type OrderItems,
  type OrderRequest,
  orderCreatedSchema,
  orderSchema,
  SANDBOX_CARDS,
  voucherViewSchema,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardItems, SAMPLE_BUYER } from '../../../scripts/sample-order.mjs';
import { orderAccessHeaders } from './orderSupport';
import { getJson, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// A gift card paying for an order (002 §3 Booking price breakdown; S-257; issue 13, item 12): the
// breakdown's `giftcards`, the amount it pays and what is left; its balance decreases once per
// order, and two orders counting on the same balance at once give one order and one refusal.

let ctx: TestContext;
/** A digital box sold in fr_FR, and its price. */
let box: { code: string; value: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await sql<{ code: string; value: number }>`
    select code, value from gift_boxes where format = 'digital' and 'fr_FR' = any (locales)
    order by value limit 1`.execute(ctx.db);
  if (!rows[0]) throw new Error('The test catalog has no digital box in fr_FR');
  box = rows[0];
}, 120_000);
afterAll(() => ctx?.close());

const items = (serialNumber: string | null, product: Partial<OrderItems> = {}): OrderItems => ({
  shortStayItem: null,
  boxItem: { code: box.code, format: 'digital', subElementIds: [], fromName: null, message: null },
  giftCardItem: null,
  activityItem: null,
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: serialNumber ? { serialNumber } : null,
  ...product,
});

const checkout = (orderItems: OrderItems) =>
  getJson(ctx, '/api/purchase/checkout', checkoutSummarySchema, post({ locale: 'fr_FR', items: orderItems }));

async function cardIntent(): Promise<string> {
  const intent = await ctx.request(
    '/gateway/psp/intents',
    post({ method: 'card', card: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' } }),
  );
  return (await intent.json()).paymentIntentId;
}

/** The order of these items as the checkout sends it: the amounts it showed, a card for the rest. */
async function orderOf(orderItems: OrderItems): Promise<OrderRequest> {
  const { breakdown } = await checkout(orderItems);
  return {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: breakdown.totalAmount,
    expectedAmountToPay: breakdown.remainingAmountToPay,
    buyer: SAMPLE_BUYER as OrderRequest['buyer'],
    items: orderItems,
    pspAuthorization:
      breakdown.remainingAmountToPay > 0
        ? { paymentIntentId: await cardIntent(), paymentMethod: 'CARD' }
        : undefined,
  };
}

/** A refusal: its status, its code and the paths of its issues. */
async function refusalOf(path: string, body: unknown) {
  const response = await ctx.request(path, post(body));
  const { error } = apiErrorSchema.parse(await response.json());
  return { status: response.status, code: error.code, paths: (error.issues ?? []).map((i) => i.path) };
}

const send = (order: OrderRequest, key?: string) =>
  ctx.request('/route/purchase/orders', {
    ...post(order),
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  });

async function place(order: OrderRequest, key?: string) {
  const response = await send(order, key);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return orderCreatedSchema.parse(body);
}

/** A gift card of `euros` bought and paid by card: its serial number, the code of its voucher. */
async function boughtGiftcard(euros: number): Promise<string> {
  const created = await place(await orderOf(giftCardItems(euros)));
  const order = await getJson(ctx, `/api/orders/${created.orderUUID}`, orderSchema, {
    headers: await orderAccessHeaders(ctx, created.orderUUID),
  });
  const code = order.vouchers[0]?.code;
  if (!code) throw new Error('The gift card order has no voucher');
  return code;
}

const usesOf = (serialNumber: string) =>
  ctx.db.selectFrom('gift_card_uses').selectAll().where('voucher_code', '=', serialNumber).execute();

const orderCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a gift card at the checkout', () => {
  it('S-257 pays up to its balance: the breakdown lists it, with what is left to pay', async () => {
    const serial = await boughtGiftcard(20);
    const summary = await checkout(items(serial.toLowerCase().replaceAll('-', ' ')));
    expect(summary.giftcard).toEqual({ serialNumber: serial, status: 'APPLIED' });
    expect(summary.breakdown.giftcards).toEqual([{ serialNumber: serial, usedAmount: 2_000 }]);
    expect(summary.breakdown.totalAmount).toBe(box.value);
    expect(summary.breakdown.remainingAmountToPay).toBe(box.value - 2_000);
  });

  it('S-257 says why a card pays nothing: unknown, expired or used up', async () => {
    const nobodys = generateVoucherCode();
    const unknown = await checkout(items(nobodys));
    expect(unknown.giftcard).toEqual({ serialNumber: nobodys, status: 'UNKNOWN' });
    expect(unknown.breakdown.remainingAmountToPay).toBe(box.value);
    const serial = await boughtGiftcard(25);
    await ctx.db
      .updateTable('vouchers')
      .set({ valid_until: '2026-05-31' })
      .where('code', '=', serial)
      .execute();
    const expired = await checkout(items(serial));
    expect(expired.giftcard).toEqual({ serialNumber: serial, status: 'EXPIRED' });
    expect(expired.breakdown.giftcards).toEqual([]);
    expect(expired.breakdown.remainingAmountToPay).toBe(box.value);
  });

  it('refuses a mistyped number under its field, and a gift card paying for a gift card', async () => {
    const serial = await boughtGiftcard(20);
    // One symbol wrong: the check symbol catches it.
    const typo = `${serial.slice(0, -1)}${serial.endsWith('0') ? '1' : '0'}`;
    const mistyped = await refusalOf('/api/purchase/checkout', { locale: 'fr_FR', items: items(typo) });
    expect(mistyped.status).toBe(400);
    expect(mistyped.paths).toEqual(['items.giftcardItem.serialNumber']);
    const cardForCard = await refusalOf('/api/purchase/checkout', {
      locale: 'fr_FR',
      items: items(serial, {
        boxItem: null,
        giftCardItem: { amount: 5_000, format: 'digital', fromName: null, message: null },
        activityItem: null,
      }),
    });
    expect(cardForCard.status).toBe(400);
    expect(cardForCard.paths).toEqual(['items.giftcardItem']);
  });
});

describe('an order paid with a gift card', () => {
  it('S-257 takes its part from the balance once, and the card pays the rest', async () => {
    const serial = await boughtGiftcard(30);
    const order = await orderOf(items(serial));
    const created = await place(order, 'giftcard-part-0001');
    // The same key again answers the same order: the card is not charged twice.
    const again = await place(order, 'giftcard-part-0001');
    expect(again.orderUUID).toBe(created.orderUUID);
    expect(created.amounts.giftcards).toEqual([{ serialNumber: serial, usedAmount: 3_000 }]);
    const read = await getJson(ctx, `/api/orders/${created.orderUUID}`, orderSchema, {
      headers: await orderAccessHeaders(ctx, created.orderUUID),
    });
    expect(read.payment).toMatchObject({ method: 'CARD', amountPaid: box.value - 3_000 });
    expect((await usesOf(serial)).map((use) => use.amount)).toEqual([3_000]);
    const after = await checkout(items(serial));
    expect(after.giftcard?.status).toBe('USED_UP');
  });

  it('S-257 shows its holder what is left on it at the beneficiary login', async () => {
    const serial = await boughtGiftcard(1_000);
    const login = async () => {
      const answer = await ctx.request('/api/beneficiary/login', post({ code: serial, locale: 'fr_FR' }));
      expect(answer.status).toBe(200);
      return voucherViewSchema.parse(await answer.json());
    };
    expect(await login()).toMatchObject({ kind: 'GIFTCARD', value: 100_000, balance: 100_000, stay: null });
    await place(await orderOf(items(serial)));
    expect((await login()).balance).toBe(100_000 - box.value);
  });

  it('S-257 needs no payment when the card pays it all, and keeps the rest for later', async () => {
    const serial = await boughtGiftcard(1_000);
    const order = await orderOf(items(serial));
    expect(order.pspAuthorization).toBeUndefined();
    const created = await place(order);
    expect(created.status).toBe('CONFIRMED');
    const read = await getJson(ctx, `/api/orders/${created.orderUUID}`, orderSchema, {
      headers: await orderAccessHeaders(ctx, created.orderUUID),
    });
    expect(read.payment).toEqual({ method: 'GIFTCARD', last4: null, amountPaid: 0, schedule: [] });
    // The box bought is a gift like any other: its voucher exists.
    expect(read.vouchers).toHaveLength(1);
    const next = await checkout(items(serial));
    expect(next.breakdown.giftcards).toEqual([
      { serialNumber: serial, usedAmount: Math.min(box.value, 100_000 - box.value) },
    ]);
  });

  it('refuses what would take money without asking: no payment, a new amount to pay, a useless card', async () => {
    const serial = await boughtGiftcard(20);
    const before = await orderCount();
    const order = await orderOf(items(serial));
    const unpaid = await refusalOf('/route/purchase/orders', { ...order, pspAuthorization: undefined });
    expect(unpaid).toEqual({ status: 400, code: 'BAD_REQUEST', paths: ['pspAuthorization'] });
    const moved = await refusalOf('/route/purchase/orders', { ...order, expectedAmountToPay: box.value });
    expect(moved).toEqual({ status: 422, code: 'AMOUNT_MISMATCH', paths: ['expectedAmountToPay'] });
    await ctx.db
      .updateTable('vouchers')
      .set({ valid_until: '2026-05-01' })
      .where('code', '=', serial)
      .execute();
    const expired = await refusalOf('/route/purchase/orders', order);
    expect(expired).toMatchObject({ status: 422, code: 'GIFTCARD_NOT_APPLICABLE' });
    expect(await orderCount()).toBe(before);
    expect(await usesOf(serial)).toEqual([]);
  });

  it('S-257 two orders counting on the same balance at once: one order, one refusal', async () => {
    const serial = await boughtGiftcard(20);
    const orders = [await orderOf(items(serial)), await orderOf(items(serial))];
    const before = await orderCount();
    const answers = await Promise.all(orders.map((order) => send(order)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const refused = await answers.find((answer) => answer.status !== 201)?.json();
    expect(['GIFTCARD_BALANCE_CHANGED', 'GIFTCARD_NOT_APPLICABLE', 'AMOUNT_MISMATCH']).toContain(
      refused.error.code,
    );
    expect(await orderCount()).toBe(before + 1);
    expect((await usesOf(serial)).map((use) => use.amount)).toEqual([2_000]);
  });
});
