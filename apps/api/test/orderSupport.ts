import {
  type ApiLocale,
  checkoutSummarySchema,
  type OrderItems,
  type OrderRequest,
  SANDBOX_CARDS,
} from '@escale/domain';
import { SAMPLE_BUYER } from '../../../scripts/sample-order.mjs';
import { orderAccessToken } from '../src/orders/access';
import { getJson, post } from './searchSupport';
import type { TestContext } from './support';

/** The checkout's summary of these items, as the checkout page asks for it. */
export const checkoutOf = (ctx: TestContext, items: unknown, locale: ApiLocale = 'fr_FR') =>
  getJson(ctx, '/api/purchase/checkout', checkoutSummarySchema, post({ locale, items }));

/** The header that opens an order's read: the token the answer that placed it gave. */
export const orderAccessHeaders = async (ctx: TestContext, orderUUID: string) => ({
  'x-order-access': await orderAccessToken(ctx.db, orderUUID),
});

/** GET /api/orders/{orderUUID} as the browser that placed the order asks for it. */
export const readOrderAnswer = async (ctx: TestContext, orderUUID: string) =>
  ctx.request(`/api/orders/${orderUUID}`, { headers: await orderAccessHeaders(ctx, orderUUID) });

/** The order of these items as the checkout sends it: the total it showed, paid with a sandbox card. */
export async function paidOrderOf(
  ctx: TestContext,
  items: OrderItems,
  locale: ApiLocale = 'fr_FR',
): Promise<OrderRequest> {
  const summary = await checkoutOf(ctx, items, locale);
  const intent = await ctx.request(
    '/gateway/psp/intents',
    post({ method: 'card', card: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' } }),
  );
  return {
    locale,
    currency: 'EUR',
    expectedAmount: summary.breakdown.totalAmount,
    buyer: SAMPLE_BUYER as OrderRequest['buyer'],
    items,
    pspAuthorization: { paymentIntentId: (await intent.json()).paymentIntentId, paymentMethod: 'CARD' },
  };
}
