import {
  type ApiLocale,
  type CheckoutSummary,
  checkoutSummarySchema,
  type GiftItem,
  type OrderItems,
  SANDBOX_CARDS,
  shippingCostSchema,
  subElementsResponseSchema,
} from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BUYER } from '../../../scripts/sample-order.mjs';
import { errorOf, getJson, post } from './searchSupport';
import { createTestContext, giftableOffer, type TestContext } from './support';

// What a gift's format adds (001 §3 Gift price, Custom sub-element, §4 Gift format; G-52, S-487,
// S-257, S-261, S-279, S-280): the shipping cost and the extras, and how a checkout prices them.

const LOCALES: ApiLocale[] = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];

let ctx: TestContext;
let giftOffer: number;

beforeAll(async () => {
  ctx = await createTestContext();
  giftOffer = await giftableOffer(ctx);
}, 120_000);
afterAll(() => ctx?.close());

const giftItems = (gift: Partial<GiftItem>): OrderItems => ({
  shortStayItem: {
    reservationCriteria: {
      offerId: giftOffer,
      activityDaySelections: [],
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      travelPeriod: null,
      minisiteId: null,
    },
    gift: {
      format: 'physical',
      nights: 2,
      fromName: null,
      message: null,
      subElementIds: [],
      upsell: 'none',
      bucket: null,
      ...gift,
    },
    specialRequest: null,
  },
  boxItem: null,
  giftCardItem: null,
  activityItem: null,
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

const checkout = (items: OrderItems, extra: Record<string, unknown> = {}) =>
  getJson(ctx, '/api/purchase/checkout', checkoutSummarySchema, post({ locale: 'fr_FR', items, ...extra }));

const setPhysical = (enabled: boolean) =>
  ctx.db.updateTable('shipping_costs').set({ enabled }).where('locale', '=', 'fr_FR').execute();

describe('GET /gateway/purchase/shipping-cost', () => {
  it('G-52 answers nothing for the digital format and the physical cost with its delivery days', async () => {
    for (const locale of LOCALES) {
      const digital = await getJson(
        ctx,
        `/gateway/purchase/shipping-cost?locale=${locale}&giftFormat=digital`,
        shippingCostSchema,
      );
      expect(digital).toEqual({ giftFormat: 'digital', amount: 0, internationalFee: 0, deliveryDays: null });
      const physical = await getJson(
        ctx,
        `/gateway/purchase/shipping-cost?locale=${locale}&giftFormat=physical`,
        shippingCostSchema,
      );
      expect(physical.amount).toBeGreaterThan(0);
      expect(physical.deliveryDays).toEqual({ min: 2, max: 4 });
    }
  });

  it('S-261 answers 503 while the physical format is not sold, and a checkout of it 422', async () => {
    await setPhysical(false);
    try {
      const response = await ctx.request('/gateway/purchase/shipping-cost?locale=fr_FR&giftFormat=physical');
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe('FORMAT_UNAVAILABLE');
      const refused = await errorOf(
        ctx,
        '/api/purchase/checkout',
        post({ locale: 'fr_FR', items: giftItems({}) }),
      );
      expect(refused).toEqual({ status: 422, paths: ['items.shortStayItem.gift.format'] });
      // The digital format is still sold.
      await checkout(giftItems({ format: 'digital' }));
    } finally {
      await setPhysical(true);
    }
  });

  it('refuses a format it does not know, naming the field', async () => {
    const refused = await errorOf(ctx, '/gateway/purchase/shipping-cost?locale=fr_FR&giftFormat=pigeon');
    expect(refused).toEqual({ status: 400, paths: ['giftFormat'] });
  });
});

describe('GET /gateway/sub-elements/available-custom-sub-elements', () => {
  it('S-487 S-279 answers the categories and their options in the market language', async () => {
    const names = new Set<string>();
    for (const locale of LOCALES) {
      const { availableCustomSubElements: available } = await getJson(
        ctx,
        `/gateway/sub-elements/available-custom-sub-elements?locale=${locale}`,
        subElementsResponseSchema,
      );
      expect(available.categories.map((c) => [c.id, c.singleSelection])).toEqual([
        [1, false],
        [2, true],
      ]);
      for (const item of available.subElements) {
        expect(available.categories.map((c) => c.id)).toContain(item.categoryId);
        expect(item.price).toBeGreaterThan(0);
        expect((await ctx.request(item.imageUrl)).status).toBe(200);
      }
      names.add(available.subElements[0]?.name ?? '');
    }
    // fr_FR and fr_BE, nl_NL and nl_BE read the same language: four languages in all.
    expect(names.size).toBe(4);
  });
});

describe('A physical gift at checkout', () => {
  const available = () =>
    getJson(
      ctx,
      '/gateway/sub-elements/available-custom-sub-elements?locale=fr_FR',
      subElementsResponseSchema,
    ).then((answer) => answer.availableCustomSubElements.subElements);

  it('S-257 adds the shipping cost and the extras to the total', async () => {
    const [champagne, chocolates] = (await available()).filter((item) => item.categoryId === 1);
    const digital = await checkout(giftItems({ format: 'digital' }));
    const physical: CheckoutSummary = await checkout(
      giftItems({ subElementIds: [champagne?.id ?? 0, chocolates?.id ?? 0] }),
    );
    const cost = await getJson(
      ctx,
      '/gateway/purchase/shipping-cost?locale=fr_FR&giftFormat=physical',
      shippingCostSchema,
    );
    expect(physical.breakdown.shippingCost).toEqual({ amount: cost.amount, internationalFee: 0 });
    expect(physical.breakdown.subElementsPrice).toBe((champagne?.price ?? 0) + (chocolates?.price ?? 0));
    expect(physical.breakdown.totalAmount).toBe(
      digital.breakdown.totalAmount + cost.amount + physical.breakdown.subElementsPrice,
    );
  });

  it('S-257 adds the international fee for a delivery outside the market', async () => {
    const home = await checkout(giftItems({}), { deliveryCountry: 'FR' });
    const abroad = await checkout(giftItems({}), { deliveryCountry: 'DE' });
    expect(home.breakdown.shippingCost.internationalFee).toBe(0);
    expect(abroad.breakdown.shippingCost.internationalFee).toBeGreaterThan(0);
    expect(abroad.breakdown.totalAmount - home.breakdown.totalAmount).toBe(
      abroad.breakdown.shippingCost.internationalFee,
    );
  });

  it('S-279 S-280 refuses extras that are not offered, two options of one single choice, or extras of a digital gift', async () => {
    const [wood, paper] = (await available()).filter((item) => item.categoryId === 2);
    const refusals = [
      giftItems({ subElementIds: [99999] }),
      giftItems({ subElementIds: [wood?.id ?? 0, paper?.id ?? 0] }),
      giftItems({ format: 'digital', subElementIds: [wood?.id ?? 0] }),
    ];
    for (const items of refusals) {
      const refused = await errorOf(ctx, '/api/purchase/checkout', post({ locale: 'fr_FR', items }));
      expect(refused.status).toBe(400);
      expect(refused.paths.every((path) => path.startsWith('items.shortStayItem.gift.subElementIds'))).toBe(
        true,
      );
    }
    // One option of the single choice is fine.
    const one = await checkout(giftItems({ subElementIds: [wood?.id ?? 0] }));
    expect(one.breakdown.subElementsPrice).toBe(wood?.price);
  });

  it('S-257 an order of a physical gift sent abroad is paid with its shipping, fee and extras, and keeps them', async () => {
    const [champagne] = await available();
    const items = giftItems({ subElementIds: [champagne?.id ?? 0] });
    const buyer = { ...SAMPLE_BUYER, country: 'BE' };
    const summary = await checkout(items, { deliveryCountry: 'BE' });
    const intent = await ctx.request(
      '/gateway/psp/intents',
      post({ method: 'card', card: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' } }),
    );
    const { paymentIntentId } = await intent.json();
    const order = {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: summary.breakdown.totalAmount,
      buyer,
      items,
      pspAuthorization: { paymentIntentId, paymentMethod: 'CARD' },
    };
    const created = await ctx.request('/route/purchase/orders', post(order));
    const body = await created.json();
    expect(created.status, JSON.stringify(body)).toBe(201);
    expect(body.amounts.shippingCost.internationalFee).toBeGreaterThan(0);
    expect(body.amounts.subElementsPrice).toBe(champagne?.price);
    const row = await ctx.db
      .selectFrom('orders')
      .select(['total_amount', 'gift'])
      .where('id', '=', body.orderUUID)
      .executeTakeFirstOrThrow();
    expect(row.total_amount).toBe(summary.breakdown.totalAmount);
    expect(row.gift?.subElementIds).toEqual([champagne?.id]);
  });
});
