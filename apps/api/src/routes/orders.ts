import {
  type ApiErrorBody,
  checkoutRequestSchema,
  checkoutSummarySchema,
  eligibilityQuerySchema,
  eligibilityResponseSchema,
  insuranceQuerySchema,
  insuranceResponseSchema,
  isValidVoucherCode,
  normaliseVoucherCode,
  orderCreatedSchema,
  orderRequestSchema,
  orderSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  zepptoCreatedSchema,
} from '@escale/domain';
import type { Context } from 'hono';
import { z } from 'zod';
import type { RegisterRoutes } from '../app';
import { ApiError, notFound } from '../http/errors';
import {
  limitRate,
  ORDER_KEY_RATE,
  ORDER_RATE,
  PAYMENT_INTENT_RATE,
  type RateLimit,
} from '../http/rateLimit';
import { ORDER_ACCESS_HEADER, opensOrder, orderAccessToken } from '../orders/access';
import { priceCheckout } from '../orders/checkout';
import { eligibility } from '../orders/eligibility';
import { IDEMPOTENCY_HEADER, idempotent, validIdempotencyKey } from '../orders/idempotency';
import { insuranceOffers } from '../orders/insurance';
import { placeOrder } from '../orders/placeOrder';
import { readOrder } from '../orders/readOrder';
import { voucherDocument } from '../vouchers/documents';
import { renderVoucherPdf } from '../vouchers/pdf';

// Checkout, payment and orders (002 §3, §4, §5, §7; G-54, G-56, G-62).

const ORDER_ERRORS = [402, 404, 409, 422, 429, 503];

const perTenMinutes = (rate: RateLimit) => `${rate.limit} in 10 minutes`;
const ORDER_LIMITS = `429 with Retry-After past ${perTenMinutes(ORDER_RATE)} from one client (both order routes together) or ${perTenMinutes(ORDER_KEY_RATE)} with one Idempotency-Key`;

/** The stored or fresh answer of an idempotent call: its body, or its error thrown again. */
function answer(c: Context, result: { status: number; body: unknown; replayed: boolean }) {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  if (result.status >= 400) {
    const { error } = result.body as ApiErrorBody;
    throw new ApiError(result.status as 400, error.code, error.message, error.issues);
  }
  return result.body;
}

export const registerOrders: RegisterRoutes = (registry, deps) => {
  /** Counted before the order is tried: a refused one writes nothing. */
  const limitOrders = async (c: Context, key: string | undefined) => {
    await limitRate(deps, c, ORDER_RATE);
    if (key) await limitRate(deps, c, ORDER_KEY_RATE, key);
  };

  registry.add(
    {
      method: 'post',
      path: '/gateway/psp/intents',
      operationId: 'paymentIntent',
      summary: `The sandbox payment provider, called from the browser: keeps the card and answers a payment intent id with the last four digits. Test cards: 4242… succeeds, 4000000000000002 is declined, 4000000000003220 is pending then confirmed. 429 with Retry-After past ${perTenMinutes(PAYMENT_INTENT_RATE)} from one client`,
      tag: 'payments',
      query: paymentIntentRequestSchema,
      response: paymentIntentSchema,
      status: 201,
      errors: [429],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, PAYMENT_INTENT_RATE);
      return deps.payments.createIntent(query);
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/gateway/purchase/insurance',
      operationId: 'insuranceOffers',
      summary: 'Insurance offers for a cancellation type and an order amount in cents (G-54, S-503)',
      tag: 'orders',
      query: insuranceQuerySchema,
      response: insuranceResponseSchema,
      cacheControl: 'no-store',
    },
    ({ query }) => insuranceOffers(query.cancellationType, query.orderAmount),
  );

  registry.add(
    {
      method: 'get',
      path: '/gateway/purchase/alma/eligibility',
      operationId: 'payLaterEligibility',
      summary:
        'Pay-later methods of an order (S-492): 3x and 4x from 7 days and 200/250 to 2,000 €, the fee in the first payment; deferred from 5 days for a cancellable offer, on the earlier of the deadline and 2 days before checkin',
      tag: 'orders',
      query: eligibilityQuerySchema,
      response: eligibilityResponseSchema,
      cacheControl: 'no-store',
    },
    ({ query }) => eligibility(query, deps.catalog.clock().date),
  );

  registry.add(
    {
      method: 'post',
      path: '/api/purchase/checkout',
      operationId: 'checkoutSummary',
      summary:
        'The booking summary of a checkout (G-61): the stay or gift, program, activities, cancellation, insurance offers and the price breakdown computed by the server (002 §3)',
      tag: 'orders',
      query: checkoutRequestSchema,
      response: checkoutSummarySchema,
      errors: [404, 409, 422],
      cacheControl: 'no-store',
    },
    async ({ query }) =>
      (await priceCheckout(deps, query.locale, query.items, query.deliveryCountry)).summary,
  );

  registry.add(
    {
      method: 'post',
      path: '/route/purchase/orders',
      operationId: 'createOrder',
      summary:
        'Places an order exactly once (S-498, G-56): 400 naming each failing field; 422 when expectedAmount differs from the server’s total, the stay cannot be sold, or the payment method is not eligible; 409 when the last room went to someone else; 402 when the payment is declined. Honours an Idempotency-Key header: the first answer is replayed for 24 h, another body is 422, a request still running is 409. ' +
        ORDER_LIMITS,
      tag: 'orders',
      query: orderRequestSchema,
      response: orderCreatedSchema,
      status: 201,
      errors: ORDER_ERRORS,
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      const key = validIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      await limitOrders(c, key);
      const result = await idempotent(deps.db, key, 'orders', query, async () => {
        const order = await placeOrder(deps, query);
        return {
          status: 201,
          body: { ...order, accessToken: await orderAccessToken(deps.db, order.orderUUID) },
        };
      });
      return answer(c, result) as z.input<typeof orderCreatedSchema>;
    },
  );

  registry.add(
    {
      method: 'post',
      path: '/route/purchase/zeppto',
      operationId: 'createDeferredOrder',
      summary:
        'Places an order paid by the deferred card payment (S-499): the order payload with pspAuthorization.paymentMethod DEFERRED; answers booking.orderUUID. Same rules, Idempotency-Key and limits as createOrder',
      tag: 'orders',
      query: orderRequestSchema.refine((order) => order.pspAuthorization?.paymentMethod === 'DEFERRED', {
        path: ['pspAuthorization', 'paymentMethod'],
        message: 'Expected DEFERRED',
      }),
      response: zepptoCreatedSchema,
      status: 201,
      errors: ORDER_ERRORS,
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      const key = validIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      await limitOrders(c, key);
      const result = await idempotent(deps.db, key, 'zeppto', query, async () => {
        const order = await placeOrder(deps, query);
        const accessToken = await orderAccessToken(deps.db, order.orderUUID);
        return {
          status: 201,
          body: { booking: { orderUUID: order.orderUUID, status: order.status, accessToken } },
        };
      });
      return answer(c, result) as z.input<typeof zepptoCreatedSchema>;
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/orders/:orderUUID',
      operationId: 'order',
      summary:
        'An order for its confirmation page (G-62): reference, status (a pending payment is asked again of the provider), buyer’s name and email, payment, summary, and a gift’s vouchers with their PDF links. Only for the holder of its access token (the accessToken of the answer that placed it) in the X-Order-Access header: without it, or with another, 404 as for no order',
      tag: 'orders',
      params: z.object({ orderUUID: z.uuid() }),
      headers: {
        [ORDER_ACCESS_HEADER]:
          'The accessToken of the answer that placed the order; without it the answer is 404',
      },
      response: orderSchema,
      errors: [404],
      cacheControl: 'private, no-store',
    },
    async ({ params, c }) => {
      if (!(await opensOrder(deps.db, params.orderUUID, c.req.header(ORDER_ACCESS_HEADER)))) {
        throw notFound('Order');
      }
      return readOrder(deps, params.orderUUID);
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/orders/:orderUUID/vouchers/:code{[0-9A-Za-z-]+\\.pdf}',
      operationId: 'voucherPdf',
      summary:
        'The e-voucher of a gift order as a PDF to print or forward (S-281): the code and its QR code to the beneficiary’s sign-in, the stay, nights for 2 people, value, message and validity, in the order’s language. 404 when the order has no voucher of that code',
      tag: 'orders',
      params: z.object({
        orderUUID: z.uuid(),
        code: z
          .string()
          .transform((file) => normaliseVoucherCode(file.replace(/\.pdf$/, '')))
          .refine(isValidVoucherCode, 'Not a voucher code'),
      }),
      response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
      produces: 'application/pdf',
      errors: [404],
      cacheControl: 'private, no-store',
    },
    async ({ params, c }) => {
      const voucher = await voucherDocument(deps.db, params.orderUUID, params.code);
      if (!voucher) throw notFound('Voucher');
      c.header('Content-Disposition', `inline; filename="escale-${voucher.code}.pdf"`);
      return renderVoucherPdf(voucher);
    },
  );
};
