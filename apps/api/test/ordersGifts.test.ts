import {
  type ApiLocale,
  type BoxItem,
  checkoutSummarySchema,
  type GiftCardItem,
  type OrderItems,
  type OrderRequest,
  orderCreatedSchema,
  orderSchema,
  subElementsResponseSchema,
  VOUCHER_VALIDITY_MONTHS,
  voucherValidUntil,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOf, orderAccessHeaders, paidOrderOf } from './orderSupport';
import { errorOf, getJson, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// Orders of a gift box and of a gift card (001 §2.8, §2.10, §3 Gift price; 002 §3 Order request,
// Booking price breakdown; S-305, S-257, S-281, S-293, G-63): priced by the server, one product
// item per order, a voucher each.

let ctx: TestContext;
/** A box sold in fr_FR in both formats: its e-box and its physical box. */
let box: { digital: string; physical: string; value: number; nights: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await sql<{ digital: string; physical: string; value: number; nights: number }>`
    select d.code as digital, p.code as physical, d.value, d.nights from gift_boxes d
    join gift_boxes p on p.family = d.family and p.format = 'physical'
    where d.format = 'digital' and 'fr_FR' = any (d.locales) and 'fr_FR' = any (p.locales)
    order by d.position limit 1`.execute(ctx.db);
  if (!rows[0]) throw new Error('The test catalog has no box sold in both formats in fr_FR');
  box = rows[0];
}, 120_000);
afterAll(() => ctx?.close());

const message = { fromName: 'Léa', message: 'Pour tes 30 ans' };

const boxItems = (item: Partial<BoxItem> = {}): OrderItems => ({
  shortStayItem: null,
  boxItem: { code: box.digital, format: 'digital', subElementIds: [], ...message, ...item },
  giftCardItem: null,
  activityItem: null,
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

const giftCardItems = (item: Partial<GiftCardItem> = {}): OrderItems => ({
  shortStayItem: null,
  boxItem: null,
  giftCardItem: { amount: 7_500, format: 'digital', ...message, ...item },
  activityItem: null,
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

const checkout = (items: unknown, locale?: ApiLocale) => checkoutOf(ctx, items, locale);
const orderOf = (items: OrderItems, locale?: ApiLocale) => paidOrderOf(ctx, items, locale);

async function place(order: OrderRequest) {
  const response = await ctx.request('/route/purchase/orders', post(order));
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return orderCreatedSchema.parse(body);
}

const readOrder = async (orderUUID: string) =>
  getJson(ctx, `/api/orders/${orderUUID}`, orderSchema, {
    headers: await orderAccessHeaders(ctx, orderUUID),
  });

const written = async () => {
  const count = async (table: 'orders' | 'vouchers' | 'outbox') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { orders: await count('orders'), vouchers: await count('vouchers'), mails: await count('outbox') };
};

describe('a gift box order', () => {
  it('S-305 S-293 prices an e-box at its value and says which box it is, with no stay', async () => {
    const summary = await checkout(boxItems());
    expect(summary.offer).toBeNull();
    expect(summary.giftCard).toBeNull();
    expect(summary.box).toMatchObject({ code: box.digital, format: 'digital', nights: box.nights });
    expect(summary.box?.title.length).toBeGreaterThan(0);
    expect(summary.box?.includedContent.split('\n').length).toBeGreaterThan(0);
    expect(summary.insuranceOffers).toEqual([]);
    expect(summary.breakdown).toMatchObject({
      stayAmount: box.value,
      shippingCost: { amount: 0, internationalFee: 0 },
      subElementsPrice: 0,
      totalAmount: box.value,
    });
  });

  it('S-257 S-295 prices a physical box with its shipping, its extras and the fee abroad', async () => {
    const { availableCustomSubElements: available } = await getJson(
      ctx,
      '/gateway/sub-elements/available-custom-sub-elements?locale=fr_FR',
      subElementsResponseSchema,
    );
    const extra = available.subElements.find((item) => item.categoryId === 1);
    const items = boxItems({ code: box.physical, format: 'physical', subElementIds: [extra?.id ?? 0] });
    const home = await checkout(items);
    expect(home.box?.format).toBe('physical');
    expect(home.breakdown.shippingCost.amount).toBeGreaterThan(0);
    expect(home.breakdown.subElementsPrice).toBe(extra?.price);
    expect(home.breakdown.totalAmount).toBe(
      box.value + home.breakdown.shippingCost.amount + (extra?.price ?? 0),
    );
    const abroad = await getJson(
      ctx,
      '/api/purchase/checkout',
      checkoutSummarySchema,
      post({ locale: 'fr_FR', items, deliveryCountry: 'DE' }),
    );
    expect(abroad.breakdown.shippingCost.internationalFee).toBeGreaterThan(0);

    const created = await place(await orderOf(items));
    expect(created.amounts.totalAmount).toBe(home.breakdown.totalAmount);
    const row = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.orderUUID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ product_type: 'BOX', box_code: box.physical, offer_id: null });
    expect(row.gift?.subElementIds).toEqual([extra?.id]);
  });

  it('S-281 a confirmed box order gives one voucher of the box, valid 18 months, and the order names the box', async () => {
    const created = await place(await orderOf(boxItems()));
    expect(created.status).toBe('CONFIRMED');
    const vouchers = await ctx.db
      .selectFrom('vouchers')
      .selectAll()
      .where('order_id', '=', created.orderUUID)
      .execute();
    const today = ctx.catalog.clock().date;
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      kind: 'BOX',
      box_code: box.digital,
      offer_id: null,
      nights: box.nights,
      value: box.value,
      format: 'digital',
      from_name: 'Léa',
      message: 'Pour tes 30 ans',
    });
    // 18 months (voucherValidity.test.ts proves the month arithmetic).
    expect(vouchers[0]?.valid_until).toBe(voucherValidUntil(today, 'BOX'));
    expect(VOUCHER_VALIDITY_MONTHS.BOX).toBe(18);
    const order = await readOrder(created.orderUUID);
    expect(order.summary.box?.code).toBe(box.digital);
    expect(order.summary.offer).toBeNull();
    expect(order.vouchers).toHaveLength(1);
    expect(order.vouchers[0]?.validUntil).toBe(vouchers[0]?.valid_until);
    const mail = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', created.orderUUID)
      .executeTakeFirstOrThrow();
    expect(mail.payload.text).toContain(order.summary.box?.title);
    expect(mail.payload.voucherCodes).toEqual([vouchers[0]?.code]);
  });

  it('refuses a box code of the other format (400), or of no box of the market (404), writing nothing', async () => {
    const before = await written();
    const wrongFormat = await errorOf(
      ctx,
      '/route/purchase/orders',
      post(
        await orderOf(boxItems()).then((order) => ({ ...order, items: boxItems({ format: 'physical' }) })),
      ),
    );
    expect(wrongFormat).toEqual({ status: 400, paths: ['items.boxItem.format'] });
    const unknown = await errorOf(
      ctx,
      '/api/purchase/checkout',
      post({ locale: 'fr_FR', items: boxItems({ code: 'NOSUCHEBOX' }) }),
    );
    expect(unknown).toEqual({ status: 404, paths: ['items.boxItem.code'] });
    const digitalExtras = await errorOf(
      ctx,
      '/api/purchase/checkout',
      post({ locale: 'fr_FR', items: boxItems({ subElementIds: [1] }) }),
    );
    expect(digitalExtras.status).toBe(400);
    expect(digitalExtras.paths.every((path) => path.startsWith('items.boxItem.subElementIds'))).toBe(true);
    expect(await written()).toEqual(before);
  });
});

describe('a gift card order', () => {
  it('G-63 S-305 prices a gift card at its amount; a promotion code takes nothing off it', async () => {
    const summary = await checkout({ ...giftCardItems(), promotionCodeItem: { code: 'ESCALE20' } });
    expect(summary.giftCard).toEqual({ amount: 7_500, format: 'digital' });
    expect(summary.offer).toBeNull();
    expect(summary.box).toBeNull();
    expect(summary.pax).toBeNull();
    expect(summary.promotion).toEqual({ code: 'ESCALE20', status: 'NOT_APPLICABLE' });
    expect(summary.breakdown).toMatchObject({ stayAmount: 7_500, reductionAmount: 0, totalAmount: 7_500 });
    const physical = await checkout(giftCardItems({ format: 'physical' }), 'es_ES');
    expect(physical.breakdown.totalAmount).toBe(7_500 + physical.breakdown.shippingCost.amount);
    expect(physical.breakdown.shippingCost.amount).toBeGreaterThan(0);
  });

  it('S-281 a confirmed gift card order gives one voucher of its amount, valid one year', async () => {
    const created = await place(await orderOf(giftCardItems({ amount: 12_300 }), 'nl_BE'));
    const voucher = await ctx.db
      .selectFrom('vouchers')
      .selectAll()
      .where('order_id', '=', created.orderUUID)
      .executeTakeFirstOrThrow();
    const today = ctx.catalog.clock().date;
    expect(voucher).toMatchObject({ kind: 'GIFTCARD', value: 12_300, nights: null, offer_id: null });
    expect(voucher.valid_until).toBe(voucherValidUntil(today, 'GIFTCARD'));
    expect(VOUCHER_VALIDITY_MONTHS.GIFTCARD).toBe(12);
    const row = await ctx.db
      .selectFrom('orders')
      .select(['product_type', 'gift_card_amount', 'offer_id', 'box_code'])
      .where('id', '=', created.orderUUID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      product_type: 'GIFTCARD',
      gift_card_amount: 12_300,
      offer_id: null,
      box_code: null,
    });
    expect((await readOrder(created.orderUUID)).summary.giftCard).toEqual({
      amount: 12_300,
      format: 'digital',
    });
  });

  it('G-63 refuses an amount out of the bounds or not in whole euros, naming it, writing nothing', async () => {
    const before = await written();
    for (const amount of [1_900, 100_100, 5_050]) {
      const refused = await errorOf(
        ctx,
        '/api/purchase/checkout',
        post({ locale: 'fr_FR', items: giftCardItems({ amount }) }),
      );
      expect(refused).toEqual({ status: 400, paths: ['items.giftCardItem.amount'] });
    }
    expect(await written()).toEqual(before);
  });
});

describe('the product items of an order', () => {
  it('S-305 asks for exactly one product item: none or several answer 400 naming them, writing nothing', async () => {
    const before = await written();
    const none = await errorOf(
      ctx,
      '/api/purchase/checkout',
      post({ locale: 'fr_FR', items: { ...boxItems(), boxItem: null } }),
    );
    expect(none.status).toBe(400);
    expect(none.paths.sort()).toEqual([
      'items.activityItem',
      'items.boxItem',
      'items.giftCardItem',
      'items.shortStayItem',
    ]);
    const order = await orderOf(boxItems());
    const several = await errorOf(
      ctx,
      '/route/purchase/orders',
      post({ ...order, items: { ...order.items, giftCardItem: giftCardItems().giftCardItem } }),
    );
    expect(several).toEqual({ status: 400, paths: ['items.giftCardItem'] });
    const insured = await errorOf(
      ctx,
      '/route/purchase/orders',
      post({
        ...order,
        items: { ...order.items, insuranceItem: { choice: 'NON_CANCELLABLE', insuranceId: null } },
      }),
    );
    expect(insured).toEqual({ status: 400, paths: ['items.insuranceItem'] });
    expect(await written()).toEqual(before);
  });

  it('refuses an expectedAmount the server does not find with 422, writing nothing', async () => {
    const order = await orderOf(giftCardItems());
    const before = await written();
    const refused = await ctx.request('/route/purchase/orders', post({ ...order, expectedAmount: 7_400 }));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.code).toBe('AMOUNT_MISMATCH');
    expect(await written()).toEqual(before);
  });

  it('documents the box and gift card items and summaries in the OpenAPI document', async () => {
    const doc = await (await ctx.request('/api/openapi.json')).json();
    const text = JSON.stringify(doc.paths['/route/purchase/orders']);
    const checkoutText = JSON.stringify(doc.paths['/api/purchase/checkout']);
    for (const key of ['boxItem', 'giftCardItem', 'subElementIds']) expect(text).toContain(key);
    for (const key of ['"box"', '"giftCard"', 'includedContent']) expect(checkoutText).toContain(key);
  });
});
