import {
  type BuyerCountry,
  type CheckoutSummary,
  cancellationPolicyType,
  type Eligibility,
  type OrderCreated,
  type OrderItems,
  type OrderRequest,
  type PaymentCard,
  type PaymentIntent,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { API_TIMEOUT_MS, apiGet, apiPostJson } from './api';

// The checkout's and the confirmation's calls (002 §7; G-54, G-56, G-61, G-62).

/**
 * The booking summary priced by the server for these items; a physical gift sent outside the
 * market (`deliveryCountry`, once the buyer has said it) adds the international fee.
 */
export function loadCheckoutSummary(
  locale: Locale,
  items: OrderItems,
  deliveryCountry?: BuyerCountry,
  signal?: AbortSignal,
): Promise<CheckoutSummary> {
  return apiPostJson('/api/purchase/checkout', { locale, items, deliveryCountry }, 'checkoutSummary', {
    signal,
  });
}

/** The pay-later methods of a dated stay (S-492), for what gift cards leave to pay. */
export function loadEligibility(
  locale: Locale,
  summary: CheckoutSummary,
  signal?: AbortSignal,
): Promise<Eligibility> {
  const { stay, cancellationPolicy, breakdown } = summary;
  if (!stay || breakdown.remainingAmountToPay === 0) return Promise.resolve({ paymentMethods: [] });
  return apiGet(
    '/gateway/purchase/alma/eligibility',
    locale,
    {
      amount: breakdown.remainingAmountToPay,
      cancellationPolicyType: cancellationPolicyType(cancellationPolicy),
      cancellableUntil: cancellationPolicy.cancellationDeadline ?? undefined,
      checkinDate: stay.checkin,
      pointOfSale: locale.toLowerCase(),
    },
    'eligibility',
    signal,
  );
}

/** Whether payments go to the local sandbox provider (`PAYMENT_PROVIDER`, the sandbox by default). */
export function isSandboxProvider(): boolean {
  return (process.env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox';
}

/** The visitor's address, which the API's rate limits count, on a call the page's server makes. */
const forwarded = (clientAddress: string | undefined): Record<string, string> =>
  clientAddress ? { 'x-forwarded-for': clientAddress } : {};

/**
 * The sandbox provider keeps the card and answers an intent id (from the browser, or the server
 * without JavaScript, which says whose card it is).
 */
export function createPaymentIntent(
  request: { method: 'card'; card: PaymentCard } | { method: 'wallet' },
  clientAddress?: string,
): Promise<PaymentIntent> {
  return apiPostJson('/gateway/psp/intents', request, 'paymentIntent', { headers: forwarded(clientAddress) });
}

/** Places the order once per key; the deferred card payment goes through its own call (S-498, S-499). */
export async function placeOrder(
  order: OrderRequest,
  idempotencyKey: string,
  clientAddress?: string,
): Promise<Pick<OrderCreated, 'orderUUID' | 'status' | 'accessToken'>> {
  const headers = { 'Idempotency-Key': idempotencyKey, ...forwarded(clientAddress) };
  // Placing an order waits longer than a page's call; its key makes a retry after a timeout safe.
  const timeoutMs = 3 * API_TIMEOUT_MS;
  if (order.pspAuthorization?.paymentMethod === 'DEFERRED') {
    const { booking } = await apiPostJson('/route/purchase/zeppto', order, 'zepptoCreated', {
      headers,
      timeoutMs,
    });
    return booking;
  }
  return apiPostJson('/route/purchase/orders', order, 'orderCreated', { headers, timeoutMs });
}

/** An order, for the holder of its access token only (the browser that placed it). */
export function loadOrder(locale: Locale, orderUUID: string, accessToken: string, signal?: AbortSignal) {
  return apiGet(`/api/orders/${orderUUID}`, locale, {}, 'order', signal, { 'x-order-access': accessToken });
}

/**
 * The cookie that keeps an order's access token in the browser that placed it: sent to the
 * market's confirmation pages only, never readable by scripts.
 */
export const orderAccessCookieName = (orderUUID: string) => `escale-order-${orderUUID}`;

const ORDER_ACCESS_DAYS = 30;

/** The Set-Cookie of an order's access token, for the confirmation page at `confirmationPath`. */
export function orderAccessCookie(
  orderUUID: string,
  accessToken: string,
  confirmationPath: string,
  secure: boolean,
): string {
  const path = confirmationPath.slice(0, confirmationPath.lastIndexOf('/')) || '/';
  return [
    `${orderAccessCookieName(orderUUID)}=${accessToken}`,
    `Path=${path}`,
    `Max-Age=${ORDER_ACCESS_DAYS * 24 * 3600}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The access token of an order that the request's cookies keep, or ''. */
export function orderAccessOf(request: Request, orderUUID: string): string {
  const name = `${orderAccessCookieName(orderUUID)}=`;
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  return cookie ? cookie.slice(name.length) : '';
}
