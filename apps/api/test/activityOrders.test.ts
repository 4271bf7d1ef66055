import {
  type ActivityItem,
  type ApiLocale,
  type OrderItems,
  orderCreatedSchema,
  orderSchema,
  voucherValidUntil,
} from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOf, orderAccessHeaders, paidOrderOf } from './orderSupport';
import { errorOf, getJson, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// Orders of an activity voucher (001 §2.7; S-286, S-290): priced by the server at its
// participants' price, for oneself or to offer, producing an activity voucher like a gift order.

let ctx: TestContext;
let onSale: { id: number; prices: { adults: number; sellPrice: number }[] };
let withdrawn: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const vouchers = await ctx.db
    .selectFrom('activity_vouchers')
    .select(['id', 'prices', 'published'])
    .orderBy('id')
    .execute();
  const sold = vouchers.find((voucher) => voucher.published && voucher.prices.length === 2);
  const gone = vouchers.find((voucher) => !voucher.published);
  if (!sold || !gone)
    throw new Error('The test catalog needs a published and an unpublished activity voucher');
  onSale = sold;
  withdrawn = gone.id;
}, 120_000);
afterAll(() => ctx?.close());

const activityItems = (item: Partial<ActivityItem> = {}): OrderItems => ({
  shortStayItem: null,
  boxItem: null,
  giftCardItem: null,
  activityItem: {
    voucherId: onSale.id,
    adults: 2,
    customType: 'OWN_USE',
    fromName: null,
    message: null,
    ...item,
  },
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

const checkout = (items: unknown, locale?: ApiLocale) => checkoutOf(ctx, items, locale);
const orderOf = (items: OrderItems, locale?: ApiLocale) => paidOrderOf(ctx, items, locale);

const priceOf = (adults: number) => onSale.prices.find((price) => price.adults === adults)?.sellPrice;

const vouchersOf = (orderId: string) =>
  ctx.db.selectFrom('vouchers').selectAll().where('order_id', '=', orderId).execute();

const counts = async () => ({
  orders: (await ctx.db.selectFrom('orders').select('id').execute()).length,
  vouchers: (await ctx.db.selectFrom('vouchers').select('code').execute()).length,
});

describe('an activity voucher order', () => {
  it('S-286 S-290 prices the participants chosen, with the activity and no cancellation choice', async () => {
    for (const adults of [1, 2]) {
      const summary = await checkout(activityItems({ adults }), 'it_IT');
      expect(summary.breakdown).toMatchObject({ stayAmount: priceOf(adults), totalAmount: priceOf(adults) });
      expect(summary.pax).toEqual({ adults, children: 0, babies: 0 });
      expect(summary.activity).toMatchObject({ id: onSale.id, ownUse: true, validityMonths: 12 });
      expect(summary.activity?.label.length).toBeGreaterThan(0);
      expect(summary.activity?.centre.label.length).toBeGreaterThan(0);
      expect(summary.offer).toBeNull();
      expect(summary.insuranceOffers).toEqual([]);
    }
  });

  it('S-286 bought for oneself, it gives an activity voucher for its participants, valid 12 months, its PDF and its mail', async () => {
    const created = orderCreatedSchema.parse(
      await (
        await ctx.request('/route/purchase/orders', post(await orderOf(activityItems({ adults: 1 }))))
      ).json(),
    );
    expect(created.status).toBe('CONFIRMED');
    const row = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.orderUUID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_type: 'DIGITAL_ACTIVITY_ONLY',
      activity_voucher_id: onSale.id,
      adults: 1,
    });
    const [voucher, ...others] = await vouchersOf(created.orderUUID);
    expect(others).toEqual([]);
    expect(voucher).toMatchObject({
      kind: 'ACTIVITY',
      activity_voucher_id: onSale.id,
      adults: 1,
      nights: null,
      value: priceOf(1),
      format: 'digital',
      valid_until: voucherValidUntil(ctx.catalog.clock().date, 'ACTIVITY'),
    });
    const order = await getJson(ctx, `/api/orders/${created.orderUUID}`, orderSchema, {
      headers: await orderAccessHeaders(ctx, created.orderUUID),
    });
    expect(order.summary.activity?.ownUse).toBe(true);
    const pdf = await ctx.request(order.vouchers[0]?.pdfUrl ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const mail = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', created.orderUUID)
      .executeTakeFirstOrThrow();
    expect(mail.payload.text).toContain(order.summary.activity?.label);
    expect(mail.payload.voucherCodes).toEqual([voucher?.code]);
  });

  it('S-286 offered, its voucher carries the message', async () => {
    const items = activityItems({ customType: 'GIFT', fromName: 'Léa', message: 'Bon anniversaire' });
    const created = orderCreatedSchema.parse(
      await (await ctx.request('/route/purchase/orders', post(await orderOf(items, 'nl_BE')))).json(),
    );
    expect(await vouchersOf(created.orderUUID)).toMatchObject([
      { kind: 'ACTIVITY', adults: 2, value: priceOf(2), from_name: 'Léa', message: 'Bon anniversaire' },
    ]);
  });

  it('S-287 refuses an activity no longer sold, participants it has no price for, insurance or a message for oneself, writing nothing', async () => {
    const before = await counts();
    const order = await orderOf(activityItems());
    const refusals: [OrderItems, number, string[]][] = [
      [activityItems({ voucherId: withdrawn }), 422, ['items.activityItem.voucherId']],
      [activityItems({ voucherId: 99_999_999 }), 404, ['items.activityItem.voucherId']],
      [activityItems({ adults: 3 }), 400, ['items.activityItem.adults']],
      [
        { ...activityItems(), insuranceItem: { choice: 'NON_CANCELLABLE', insuranceId: null } },
        400,
        ['items.insuranceItem'],
      ],
      [activityItems({ message: 'Pour moi' }), 400, ['items.activityItem.message']],
    ];
    for (const [items, status, paths] of refusals) {
      expect(await errorOf(ctx, '/route/purchase/orders', post({ ...order, items }))).toEqual({
        status,
        paths,
      });
    }
    expect(await counts()).toEqual(before);
  });
});
