import { randomUUID } from 'node:crypto';
import {
  addDays,
  cancellationPolicyType,
  GIFTING_PAX,
  type GiftFormat,
  type OrderCreated,
  type OrderRequest,
  type OrderStatus,
  type PaymentMethod,
  type ShortStayItem,
} from '@escale/domain';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../app';
import type { DB } from '../db/schema';
import { ApiError } from '../http/errors';
import { minisiteExists } from '../minisites/minisites';
import { type PricedCheckout, priceCheckout, type RoomReservation } from './checkout';
import { eligibility } from './eligibility';
import { fulfilOrder } from './fulfilment';
import { GiftcardBalanceChanged, refuseUselessGiftcard, spendGiftcards } from './giftcards';
import { captureOrLeave, type PaymentProvider, voidOrLeave } from './payments';

// An order, exactly once (002 §3, §7; G-56; DESIGN.md "The API"): every amount recomputed, what
// gift cards leave to pay authorised, the room-nights reserved and the gift cards' part taken in
// the same transaction as the order, then the payment captured, or voided when the last room or
// the card's balance went to someone else. A confirmed order's vouchers and mail are written in
// that transaction too (fulfilment.ts).

export interface OrderDeps extends AppDeps {
  payments: PaymentProvider;
}

/** A night of the stay is no longer there (reserve). */
export class SoldOut extends Error {}

interface PaymentPlan {
  /** What the provider authorises: what gift cards leave to pay, plus the instalment fee. */
  authorize: number;
  amountPaid: number;
  schedule: { dueDate: string; amount: number }[];
}

/**
 * How much of what gift cards leave to pay is paid now and later with the chosen method; 422 when
 * the method is not eligible (G-41).
 */
function paymentPlan(
  { paymentMethod: method, locale }: { paymentMethod: PaymentMethod; locale: OrderRequest['locale'] },
  priced: PricedCheckout,
  today: string,
): PaymentPlan {
  const total = priced.summary.breakdown.remainingAmountToPay;
  if (method === 'CARD' || method === 'WALLET') return { authorize: total, amountPaid: total, schedule: [] };
  const { stay, cancellationPolicy } = priced.summary;
  const options = stay
    ? eligibility(
        {
          amount: total,
          cancellationPolicyType: cancellationPolicyType(cancellationPolicy),
          cancellableUntil: cancellationPolicy.cancellationDeadline,
          checkinDate: stay.checkin,
          pointOfSale: locale,
        },
        today,
      ).paymentMethods
    : [];
  const option = options.find((o) => o.type === method);
  if (!option) {
    throw new ApiError(422, 'PAYMENT_METHOD_NOT_ELIGIBLE', `${method} is not available for this order`, [
      { path: 'pspAuthorization.paymentMethod', message: 'Not eligible for this order' },
    ]);
  }
  const [first, ...rest] = option.installments;
  if (method === 'DEFERRED') return { authorize: total, amountPaid: 0, schedule: option.installments };
  return { authorize: total + option.paymentFee, amountPaid: first?.amount ?? 0, schedule: rest };
}

/** The order placed; its route adds the access token (orders/access.ts). */
export async function placeOrder(
  deps: OrderDeps,
  request: OrderRequest,
): Promise<Omit<OrderCreated, 'accessToken'>> {
  const priced = await priceCheckout(deps, request.locale, request.items, request.buyer.country);
  if (priced.insuranceIssue) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid request: ${priced.insuranceIssue.path}`, [
      priced.insuranceIssue,
    ]);
  }
  const { summary } = priced;
  if (request.items.promotionCodeItem && summary.promotion?.status !== 'APPLIED') {
    throw new ApiError(422, 'PROMOTION_NOT_APPLICABLE', 'The promotion code cannot be used for this order', [
      { path: 'items.promotionCodeItem.code', message: summary.promotion?.status ?? 'UNKNOWN' },
    ]);
  }
  if (summary.stay && summary.activities.some((activity) => activity.date === null)) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: activityDaySelections', [
      {
        path: 'items.shortStayItem.reservationCriteria.activityDaySelections',
        message: 'Every activity of the stay needs its day',
      },
    ]);
  }
  const minisiteId = request.items.shortStayItem?.reservationCriteria.minisiteId;
  if (minisiteId != null && !(await minisiteExists(deps.db, minisiteId))) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: minisiteId', [
      { path: 'items.shortStayItem.reservationCriteria.minisiteId', message: `No minisite ${minisiteId}` },
    ]);
  }
  refuseUselessGiftcard(summary);
  const { totalAmount: total, remainingAmountToPay: toPay } = summary.breakdown;
  const mismatch = (
    [
      ['expectedAmount', request.expectedAmount, total],
      ['expectedAmountToPay', request.expectedAmountToPay ?? toPay, toPay],
    ] as const
  ).find(([, expected, actual]) => expected !== actual);
  if (mismatch) {
    const [path, expected, actual] = mismatch;
    throw new ApiError(422, 'AMOUNT_MISMATCH', `The order's ${path} is ${actual}, not ${expected}`, [
      { path, message: `Expected ${actual}` },
    ]);
  }
  const today = deps.catalog.clock().date;
  const payment = toPay > 0 ? authorizePayment(deps, request, priced, today) : null;
  const paymentIntentId = payment?.paymentIntentId ?? null;
  const paymentMethod = payment?.method ?? 'GIFTCARD';

  const id = randomUUID();
  const status: OrderStatus = payment?.authorization.status === 'PENDING' ? 'PENDING' : 'CONFIRMED';
  const product = productColumns(request.items);
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (priced.reservation) await reserve(trx, priced.reservation, id);
      const { insuranceOffers: _, ...stored } = summary;
      const order = await trx
        .insertInto('orders')
        .values({
          id,
          status,
          locale: request.locale,
          ...product,
          checkin: summary.stay?.checkin ?? null,
          checkout: summary.stay?.checkout ?? null,
          buyer: JSON.stringify(request.buyer),
          insurance_choice: request.items.insuranceItem?.choice ?? 'NON_CANCELLABLE',
          promotion_code: request.items.promotionCodeItem?.code ?? null,
          amounts: JSON.stringify(summary.breakdown),
          total_amount: total,
          payment_method: paymentMethod,
          payment_intent_id: paymentIntentId,
          card_last4: payment?.authorization.last4 ?? null,
          amount_paid: payment?.plan.amountPaid ?? 0,
          schedule: JSON.stringify(payment?.plan.schedule ?? []),
          summary: JSON.stringify(stored),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await spendGiftcards(trx, id, summary.breakdown.giftcards, today);
      if (status === 'CONFIRMED') await fulfilOrder(trx, order, today);
    });
  } catch (error) {
    // The intent already paid for another order is that order's: it is not given back here.
    const paidElsewhere = isUniqueViolation(error, 'orders_payment_intent_id_key');
    if (paymentIntentId && !paidElsewhere) voidOrLeave(deps, paymentIntentId);
    if (error instanceof GiftcardBalanceChanged) {
      throw new ApiError(409, 'GIFTCARD_BALANCE_CHANGED', 'The gift card was used meanwhile', [
        { path: 'items.giftcardItem.serialNumber', message: 'Its balance changed' },
      ]);
    }
    if (error instanceof SoldOut) {
      throw new ApiError(409, 'SOLD_OUT', 'The last room was just booked', [
        {
          path: 'items.shortStayItem.reservationCriteria.travelPeriod',
          message: 'A night of the stay is sold out',
        },
      ]);
    }
    if (paidElsewhere) {
      throw new ApiError(409, 'PAYMENT_ALREADY_USED', 'This payment already paid for an order', [
        { path: 'pspAuthorization.paymentIntentId', message: 'Already used' },
      ]);
    }
    throw error;
  }
  if (status === 'CONFIRMED') {
    if (paymentIntentId) captureOrLeave(deps, paymentIntentId);
    deps.mailer?.kick();
  }
  if (priced.reservation) await deps.catalog.reloadRooms(deps.db, [priced.reservation.roomId]);
  deps.logger.info(
    { order: id, product: product.product_type, total, status, method: paymentMethod },
    'order placed',
  );
  return { orderUUID: id, status, amounts: summary.breakdown };
}

/**
 * Authorises what is left to pay with the provider: 400 without a payment, 422 for an intent the
 * provider does not know or a method the order cannot use, 402 when declined.
 */
function authorizePayment(deps: OrderDeps, request: OrderRequest, priced: PricedCheckout, today: string) {
  const psp = request.pspAuthorization;
  if (!psp) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: pspAuthorization', [
      { path: 'pspAuthorization', message: 'Mandatory field' },
    ]);
  }
  const plan = paymentPlan({ paymentMethod: psp.paymentMethod, locale: request.locale }, priced, today);
  const authorization = authorizeOrRefuse(deps, psp.paymentIntentId, plan.authorize, psp.paymentMethod);
  if (!authorization) {
    throw new ApiError(422, 'PAYMENT_INTENT_UNKNOWN', 'The payment was not started with the provider', [
      { path: 'pspAuthorization.paymentIntentId', message: 'Unknown payment intent' },
    ]);
  }
  if (authorization.status === 'DECLINED') {
    throw new ApiError(402, 'PAYMENT_DECLINED', 'The payment was declined', [
      { path: 'pspAuthorization', message: 'Declined' },
    ]);
  }
  return { paymentIntentId: psp.paymentIntentId, method: psp.paymentMethod, plan, authorization };
}

/**
 * The provider's authorisation; 503 when it does not answer (in time). It may have authorised all
 * the same: the intent is voided now if the provider answers that, else by reconciliation.
 */
export function authorizeOrRefuse(
  deps: Pick<OrderDeps, 'payments' | 'logger'>,
  paymentIntentId: string,
  amount: number,
  method: PaymentMethod,
) {
  try {
    return deps.payments.authorize(paymentIntentId, amount, method);
  } catch (error) {
    deps.logger.warn({ err: error, intent: paymentIntentId }, 'authorisation failed');
    voidOrLeave(deps, paymentIntentId);
    throw new ApiError(503, 'UNAVAILABLE', 'The payment provider did not answer; nothing was charged', [
      { path: 'pspAuthorization', message: 'Payment provider unavailable' },
    ]);
  }
}

/** The columns naming what an order sells: its product, the stay's party and days, the gift's message. */
function productColumns(items: OrderRequest['items']) {
  const none = {
    offer_id: null,
    box_code: null,
    gift_card_amount: null,
    activity_voucher_id: null,
    special_request: null,
    minisite_id: null,
  };
  const noParty = { adults: 0, children: 0, babies: 0, activity_days: JSON.stringify([]) };
  const giftOf = (item: { format: GiftFormat; fromName: string | null; message: string | null }) => ({
    format: item.format,
    fromName: item.fromName,
    message: item.message,
  });
  if (items.boxItem) {
    const { code, subElementIds, ...gift } = items.boxItem;
    return {
      ...none,
      ...noParty,
      adults: GIFTING_PAX.adults,
      product_type: 'BOX' as const,
      box_code: code,
      gift: JSON.stringify({ ...giftOf(gift), subElementIds }),
    };
  }
  if (items.activityItem) {
    const { voucherId, adults, fromName, message } = items.activityItem;
    return {
      ...none,
      ...noParty,
      adults,
      product_type: 'DIGITAL_ACTIVITY_ONLY' as const,
      activity_voucher_id: voucherId,
      gift: JSON.stringify(giftOf({ format: 'digital', fromName, message })),
    };
  }
  if (items.giftCardItem) {
    return {
      ...none,
      ...noParty,
      product_type: 'GIFTCARD' as const,
      gift_card_amount: items.giftCardItem.amount,
      gift: JSON.stringify(giftOf(items.giftCardItem)),
    };
  }
  // orderItemsSchema requires exactly one product item.
  const { reservationCriteria: criteria, gift, specialRequest } = items.shortStayItem as ShortStayItem;
  return {
    ...none,
    product_type: gift ? ('SINGLEVOUCHER' as const) : ('STAY' as const),
    offer_id: criteria.offerId,
    adults: criteria.pax.numberOfAdults,
    children: criteria.pax.numberOfChildren,
    babies: criteria.pax.numberOfBabies,
    activity_days: JSON.stringify(criteria.activityDaySelections),
    gift: gift ? JSON.stringify(gift) : null,
    special_request: specialRequest || null,
    minisite_id: criteria.minisiteId,
  };
}

/**
 * Takes `nbRooms` rooms every night of the stay, or throws SoldOut. The nights are locked in date
 * order, so concurrent orders queue instead of deadlocking, and each re-reads what is left.
 */
export async function reserve(
  trx: Transaction<DB>,
  reservation: RoomReservation,
  orderId: string,
): Promise<void> {
  const nights = Array.from({ length: reservation.nights }, (_, i) => addDays(reservation.checkin, i));
  const rows = await trx
    .selectFrom('allotments')
    .select(['night', 'total', 'reserved'])
    .where('room_id', '=', reservation.roomId)
    .where('night', 'in', nights)
    .orderBy('night')
    .forUpdate()
    .execute();
  if (rows.length !== nights.length || rows.some((r) => r.total - r.reserved < reservation.nbRooms)) {
    throw new SoldOut();
  }
  await trx
    .updateTable('allotments')
    .set((eb) => ({ reserved: eb('reserved', '+', reservation.nbRooms) }))
    .where('room_id', '=', reservation.roomId)
    .where('night', 'in', nights)
    .execute();
  await trx
    .insertInto('room_night_reservations')
    .values(
      nights.map((night) => ({
        room_id: reservation.roomId,
        night,
        quantity: reservation.nbRooms,
        order_id: orderId,
      })),
    )
    .execute();
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}
