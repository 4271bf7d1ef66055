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

/** The sandbox provider keeps the card and answers an intent id (from the browser, or the server without JavaScript). */
export function createPaymentIntent(
  request: { method: 'card'; card: PaymentCard } | { method: 'wallet' },
): Promise<PaymentIntent> {
  return apiPostJson('/gateway/psp/intents', request, 'paymentIntent');
}

/** Places the order once per key; the deferred card payment goes through its own call (S-498, S-499). */
export async function placeOrder(
  order: OrderRequest,
  idempotencyKey: string,
): Promise<Pick<OrderCreated, 'orderUUID' | 'status'>> {
  const headers = { 'Idempotency-Key': idempotencyKey };
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

export function loadOrder(locale: Locale, orderUUID: string, signal?: AbortSignal) {
  return apiGet(`/api/orders/${orderUUID}`, locale, {}, 'order', signal);
}
