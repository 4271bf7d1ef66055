import {
  addDays,
  type CheckoutSummary,
  checkoutSummarySchema,
  eligibilityResponseSchema,
  insuranceResponseSchema,
  type OrderItems,
  type OrderRequest,
  orderCreatedSchema,
  orderSchema,
  type PaymentMethod,
  SANDBOX_CARDS,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftStayItems, SAMPLE_BUYER, stayOrderItems } from '../../../scripts/sample-order.mjs';
import { idempotent } from '../src/orders/idempotency';
import { createTestContext, leaveOneRoom, stayOf, type TestContext } from './support';

let ctx: TestContext;
/** A cancellable package with at least one activity, sold for 2 nights. */
let cancellableOffer: number;
/** A non-cancellable package with at least one activity, sold for 2 nights. */
let nonCancellableOffer: number;

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked against their schemas.
  body: any;
}

async function call(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await ctx.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const issuePaths = (answer: Answer): string[] =>
  answer.body.error.issues.map((i: { path: string }) => i.path).sort();

async function offerWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ id: number }>`select o.id from offers o join hotels h on h.id = o.hotel_id
    where o.active and h.active and cardinality(o.activity_ids) >= 1 and o.nights_min <= 2 and o.nights_max >= 2
    and ${condition} order by o.id limit 1`.execute(ctx.db);
  if (!rows[0]) throw new Error('The test catalog has no such offer');
  return rows[0].id;
}

/** The first checkin from `from` on which 2 adults can book `nights` nights of the offer. */
function bookableCheckin(offerId: number, from: string, nights = 2): string {
  for (let day = from, i = 0; i < 200; i += 1, day = addDays(day, 1)) {
    const quote = ctx.catalog.quote(offerId, {
      checkin: day,
      nights,
      pax: { adults: 2, children: 0, babies: 0 },
    });
    if (quote?.bookable) return day;
  }
  throw new Error(`Offer ${offerId} cannot be booked after ${from}`);
}

async function summaryOf(items: OrderItems, locale = 'fr_FR'): Promise<CheckoutSummary> {
  const answer = await call('/api/purchase/checkout', { locale, items });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return checkoutSummarySchema.parse(answer.body);
}

async function intent(card: string = SANDBOX_CARDS.success): Promise<string> {
  const answer = await call('/gateway/psp/intents', {
    method: 'card',
    card: { number: card, expiry: '12/30', cvc: '123' },
  });
  expect(answer.status).toBe(201);
  return answer.body.paymentIntentId;
}

/** A complete, correctly priced order for the offer's stay from `checkin`, its own terms chosen. */
async function orderFor(
  offerId: number,
  checkin: string,
  options: { card?: string; method?: PaymentMethod } = {},
): Promise<OrderRequest> {
  const first = await summaryOf(stayOrderItems(offerId, checkin));
  const items = stayOrderItems(
    offerId,
    checkin,
    first.activities.map((a) => a.activityId),
  );
  items.insuranceItem = {
    choice: first.cancellationPolicy.isCancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE',
    insuranceId: null,
  };
  const summary = await summaryOf(items);
  return {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: summary.breakdown.totalAmount,
    buyer: SAMPLE_BUYER,
    items,
    pspAuthorization: {
      paymentIntentId: await intent(options.card),
      paymentMethod: options.method ?? 'CARD',
    },
  };
}

async function counts(offerId: number, checkin: string) {
  const offer = ctx.catalog.offers.get(offerId);
  const orders = await ctx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const nights = await ctx.db
    .selectFrom('allotments')
    .select(['night', 'total', 'reserved'])
    .where('room_id', '=', offer?.roomId ?? '')
    .where('night', 'in', [checkin, addDays(checkin, 1)])
    .orderBy('night')
    .execute();
  return {
    orders: Number(orders.n),
    reserved: nights.map((n) => n.reserved),
    totals: nights.map((n) => n.total),
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  cancellableOffer = await offerWhere(sql`o.cancellable`);
  nonCancellableOffer = await offerWhere(sql`not o.cancellable`);
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /route/purchase/orders', () => {
  it('S-498 S-338…S-341 places an order: amounts recomputed in cents, room-nights reserved, confirmation readable', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-01');
    const order = await orderFor(cancellableOffer, checkin);
    const before = await counts(cancellableOffer, checkin);
    const created = await call('/route/purchase/orders', order);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = orderCreatedSchema.parse(created.body);
    expect(body.status).toBe('CONFIRMED');
    expect(body.amounts.totalAmount).toBe(order.expectedAmount);
    expect(Number.isInteger(body.amounts.stayAmount)).toBe(true);
    const after = await counts(cancellableOffer, checkin);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.reserved).toEqual(before.reserved.map((r) => r + 1));

    const read = await call(`/api/orders/${body.orderUUID}`, undefined, {
      'x-order-access': body.accessToken,
    });
    expect(read.status).toBe(200);
    const stored = orderSchema.parse(read.body);
    expect(stored.reference).toMatch(/^\d{8}$/);
    expect(stored.payment).toEqual({
      method: 'CARD',
      last4: '4242',
      amountPaid: order.expectedAmount,
      schedule: [],
    });
    expect(stored.summary.stay).toEqual({ checkin, checkout: addDays(checkin, 2), nights: 2 });
    expect(stored.buyer.email).toBe(SAMPLE_BUYER.email);
    expect(stored.insurance).toBe('FLEXIBLE');
  });

  it('answers 400 naming each failing field, and writes nothing', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-10');
    const order = await orderFor(cancellableOffer, checkin);
    const before = await counts(cancellableOffer, checkin);
    const bad = {
      ...order,
      buyer: { ...SAMPLE_BUYER, email: 'camille@', postalCode: 'X'.repeat(21), firstName: '' },
      items: {
        ...order.items,
        shortStayItem: {
          ...stayOf(order.items),
          reservationCriteria: {
            ...stayOf(order.items).reservationCriteria,
            pax: { numberOfAdults: 0, numberOfChildren: 0, numberOfBabies: 0 },
          },
        },
      },
    };
    const answer = await call('/route/purchase/orders', bad);
    expect(answer.status).toBe(400);
    expect(issuePaths(answer)).toEqual([
      'buyer.email',
      'buyer.firstName',
      'buyer.postalCode',
      'items.shortStayItem.reservationCriteria.pax.numberOfAdults',
    ]);
    // Each issue carries a stable code: the shop reads it, never the English message.
    const codes = Object.fromEntries(
      answer.body.error.issues.map((i: { path: string; code: string }) => [i.path, i.code]),
    );
    expect(codes).toMatchObject({ 'buyer.email': 'EMAIL_INVALID', 'buyer.firstName': 'MANDATORY' });
    expect(await counts(cancellableOffer, checkin)).toEqual(before);
  });

  it('S-317 refuses an order without a cancellation or insurance choice', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-10');
    const order = await orderFor(cancellableOffer, checkin);
    const answer = await call('/route/purchase/orders', {
      ...order,
      items: { ...order.items, insuranceItem: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toEqual([
      { path: 'items.insuranceItem', code: 'CHOOSE_OPTION', message: 'Please choose an option' },
    ]);
  });

  it('refuses a tampered expectedAmount with 422, and writes nothing', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-10');
    const order = await orderFor(cancellableOffer, checkin);
    const before = await counts(cancellableOffer, checkin);
    const answer = await call('/route/purchase/orders', {
      ...order,
      expectedAmount: order.expectedAmount - 100,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('AMOUNT_MISMATCH');
    expect(issuePaths(answer)).toEqual(['expectedAmount']);
    expect(await counts(cancellableOffer, checkin)).toEqual(before);
  });

  it('refuses an unknown offer with 404 naming it, and writes nothing', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-10');
    const order = await orderFor(cancellableOffer, checkin);
    const before = await counts(cancellableOffer, checkin);
    stayOf(order.items).reservationCriteria.offerId = 99_999_999;
    const answer = await call('/route/purchase/orders', order);
    expect(answer.status).toBe(404);
    expect(issuePaths(answer)).toEqual(['items.shortStayItem.reservationCriteria.offerId']);
    expect(await counts(cancellableOffer, checkin)).toEqual(before);
  });

  it('asks for the day of every activity of a dated stay', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-10');
    const order = await orderFor(cancellableOffer, checkin);
    stayOf(order.items).reservationCriteria.activityDaySelections = [];
    const answer = await call('/route/purchase/orders', order);
    expect(answer.status).toBe(400);
    expect(issuePaths(answer)).toEqual(['items.shortStayItem.reservationCriteria.activityDaySelections']);
  });

  it('a declined card answers 402 and writes nothing; the same form can pay with another card', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-20');
    const order = await orderFor(cancellableOffer, checkin, { card: SANDBOX_CARDS.declined });
    const before = await counts(cancellableOffer, checkin);
    const declined = await call('/route/purchase/orders', order);
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe('PAYMENT_DECLINED');
    expect(await counts(cancellableOffer, checkin)).toEqual(before);
    const retried = await call('/route/purchase/orders', {
      ...order,
      pspAuthorization: { ...order.pspAuthorization, paymentIntentId: await intent() },
    });
    expect(retried.status).toBe(201);
  });

  it('a pending payment is confirmed a moment later', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-07-25');
    const order = await orderFor(cancellableOffer, checkin, { card: SANDBOX_CARDS.pending });
    const created = await call('/route/purchase/orders', order);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('PENDING');
    await new Promise((resolve) => setTimeout(resolve, 80));
    const read = await call(`/api/orders/${created.body.orderUUID}`, undefined, {
      'x-order-access': created.body.accessToken,
    });
    expect(read.body.status).toBe('CONFIRMED');
  });

  it('refuses a payment intent that is unknown or already paid for an order', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-08-01');
    const order = await orderFor(cancellableOffer, checkin);
    const unknown = await call('/route/purchase/orders', {
      ...order,
      pspAuthorization: { ...order.pspAuthorization, paymentIntentId: 'pi_000000000000' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('PAYMENT_INTENT_UNKNOWN');
    expect((await call('/route/purchase/orders', order)).status).toBe(201);
    const again = await call('/route/purchase/orders', order);
    expect(again.status).toBe(409);
  });

  it('S-318 prices the insurance into the total and checks the choice against the offer’s terms', async () => {
    const checkin = bookableCheckin(nonCancellableOffer, '2026-08-01');
    const order = await orderFor(nonCancellableOffer, checkin);
    const flexible = await call('/route/purchase/orders', {
      ...order,
      items: { ...order.items, insuranceItem: { choice: 'FLEXIBLE', insuranceId: null } },
    });
    expect(flexible.status).toBe(400);
    expect(issuePaths(flexible)).toEqual(['items.insuranceItem.choice']);

    const insured = {
      ...order.items,
      insuranceItem: { choice: 'INSURANCE' as const, insuranceId: 'INS-NC' },
    };
    const summary = await summaryOf(insured);
    expect(summary.insuranceOffers).toHaveLength(1);
    const premium = summary.insuranceOffers[0]?.sellPrice ?? 0;
    expect(summary.breakdown.insuranceAmount).toBe(premium);
    expect(summary.breakdown.totalAmount).toBe(summary.breakdown.stayAmount + premium);
    const created = await call('/route/purchase/orders', {
      ...order,
      items: insured,
      expectedAmount: summary.breakdown.totalAmount,
    });
    expect(created.status).toBe(201);
    expect(created.body.amounts.insuranceAmount).toBe(premium);
  });

  it('applies a promotion code; an unknown one is shown on the summary and refused on the order', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-08-10');
    const order = await orderFor(cancellableOffer, checkin);
    const promo = { ...order.items, promotionCodeItem: { code: 'hiver10' } };
    const summary = await summaryOf(promo);
    expect(summary.promotion).toEqual({ code: 'HIVER10', status: 'APPLIED' });
    expect(summary.breakdown.reductionAmount).toBe(Math.floor(summary.breakdown.stayAmount / 10));
    expect(summary.breakdown.totalAmount).toBe(
      summary.breakdown.stayAmount - summary.breakdown.reductionAmount,
    );

    const unknown = { ...order.items, promotionCodeItem: { code: 'NOPE123' } };
    expect((await summaryOf(unknown)).promotion).toEqual({ code: 'NOPE123', status: 'UNKNOWN' });
    const refused = await call('/route/purchase/orders', { ...order, items: unknown });
    expect(refused.status).toBe(422);
    expect(issuePaths(refused)).toEqual(['items.promotionCodeItem.code']);

    const expired = await summaryOf({ ...order.items, promotionCodeItem: { code: 'ETE2024' } });
    expect(expired.promotion?.status).toBe('NOT_APPLICABLE');
    expect(expired.breakdown.reductionAmount).toBe(0);
  });

  it('G-10 refuses a gift of a stay that cannot be offered, and writes nothing', async () => {
    const offerId = await offerWhere(sql`not o.giftable`);
    const items = giftStayItems(offerId, 2);
    const quoted = await call('/api/purchase/checkout', { locale: 'fr_FR', items });
    expect(quoted.status).toBe(422);
    expect(quoted.body.error.code).toBe('NOT_GIFTABLE');
    expect(issuePaths(quoted)).toEqual(['items.shortStayItem.gift']);
    const ordersBefore = await ctx.db.selectFrom('orders').select('id').execute();
    const refused = await call('/route/purchase/orders', {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: 10_000,
      buyer: SAMPLE_BUYER,
      items,
      pspAuthorization: { paymentIntentId: await intent(), paymentMethod: 'CARD' },
    });
    expect(refused.status).toBe(422);
    expect(await ctx.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);
  });

  it('places a gift without reserving nights, for 2 adults only', async () => {
    const items = giftStayItems(cancellableOffer, 2, 'Léa', 'Joyeux anniversaire !');
    const summary = await summaryOf(items);
    expect(summary.stay).toBeNull();
    expect(summary.insuranceOffers).toEqual([]);
    expect(summary.breakdown.totalAmount).toBe(
      ctx.catalog.fromPrice(cancellableOffer, { adults: 2, children: 0, babies: 0 }, 2)?.sellPrice,
    );
    const order = {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: summary.breakdown.totalAmount,
      buyer: SAMPLE_BUYER,
      items,
      pspAuthorization: { paymentIntentId: await intent(), paymentMethod: 'CARD' },
    };
    const reservationsBefore = await ctx.db.selectFrom('room_night_reservations').select('id').execute();
    const created = await call('/route/purchase/orders', order);
    expect(created.status).toBe(201);
    expect(await ctx.db.selectFrom('room_night_reservations').select('id').execute()).toHaveLength(
      reservationsBefore.length,
    );
    const three = structuredClone(items);
    stayOf(three).reservationCriteria.pax.numberOfAdults = 3;
    const refused = await call('/api/purchase/checkout', { locale: 'fr_FR', items: three });
    expect(refused.status).toBe(400);
    expect(issuePaths(refused)).toEqual(['items.shortStayItem.reservationCriteria.pax']);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and refuses another body', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-08-20');
    const order = await orderFor(cancellableOffer, checkin);
    const key = { 'Idempotency-Key': 'order-replay-0001' };
    const first = await call('/route/purchase/orders', order, key);
    expect(first.status).toBe(201);
    const second = await call('/route/purchase/orders', order, key);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await call(
      '/route/purchase/orders',
      { ...order, expectedAmount: order.expectedAmount + 1 },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('replays an error answer too, so a retry of a refused order is refused the same way', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-08-20');
    const order = await orderFor(cancellableOffer, checkin, { card: SANDBOX_CARDS.declined });
    const key = { 'Idempotency-Key': 'order-declined-0001' };
    expect((await call('/route/purchase/orders', order, key)).status).toBe(402);
    const again = await call('/route/purchase/orders', order, key);
    expect(again.status).toBe(402);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('a retry storm with one key makes exactly one order', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-09-01');
    const order = await orderFor(cancellableOffer, checkin);
    const before = await counts(cancellableOffer, checkin);
    const key = { 'Idempotency-Key': 'order-storm-0001' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/route/purchase/orders', order, key)),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.orderUUID)).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const after = await counts(cancellableOffer, checkin);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.reserved).toEqual(before.reserved.map((r) => r + 1));
  });

  it('refuses a retry while the first request is still running (409), then replays its answer', async () => {
    let finish: (value: { status: number; body: unknown }) => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = idempotent(ctx.db, 'slow-key-0001', 'test', { a: 1 }, () => {
      started();
      return new Promise((resolve) => (finish = resolve));
    });
    // The key is claimed once the first request's work has begun.
    await running;
    await expect(
      idempotent(ctx.db, 'slow-key-0001', 'test', { a: 1 }, async () => ({ status: 201, body: 'twice' })),
    ).rejects.toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_IN_FLIGHT',
    });
    finish({ status: 201, body: 'once' });
    expect(await first).toEqual({ status: 201, body: 'once', replayed: false });
    expect(
      await idempotent(ctx.db, 'slow-key-0001', 'test', { a: 1 }, async () => ({
        status: 201,
        body: 'twice',
      })),
    ).toEqual({
      status: 201,
      body: 'once',
      replayed: true,
    });
  });

  it('forgets a key after 24 hours: the same key then places a new order', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-09-05');
    const order = await orderFor(cancellableOffer, checkin);
    const key = { 'Idempotency-Key': 'order-expired-0001' };
    const first = await call('/route/purchase/orders', order, key);
    expect(first.status).toBe(201);
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('key', '=', 'orders:order-expired-0001')
      .execute();
    const again = await call(
      '/route/purchase/orders',
      { ...order, pspAuthorization: { ...order.pspAuthorization, paymentIntentId: await intent() } },
      key,
    );
    expect(again.status).toBe(201);
    expect(again.body.orderUUID).not.toBe(first.body.orderUUID);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('refuses a malformed key', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-09-01');
    const order = await orderFor(cancellableOffer, checkin);
    const answer = await call('/route/purchase/orders', order, { 'Idempotency-Key': 'no spaces!' });
    expect(answer.status).toBe(400);
    expect(issuePaths(answer)).toEqual(['Idempotency-Key']);
  });
});

describe('the last room', () => {
  it('50 concurrent orders for the last room: exactly one 201, the rest 409, never oversold', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-09-10');
    const offer = ctx.catalog.offers.get(cancellableOffer);
    await leaveOneRoom(ctx.db, offer?.roomId ?? '', checkin);
    await ctx.catalog.reloadRooms(ctx.db, [offer?.roomId ?? '']);
    const orders = await Promise.all(Array.from({ length: 50 }, () => orderFor(cancellableOffer, checkin)));
    const answers = await Promise.all(
      orders.map((order, i) =>
        call('/route/purchase/orders', order, { 'Idempotency-Key': `race-${i}-0001` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const after = await counts(cancellableOffer, checkin);
    expect(after.reserved).toEqual(after.totals);
    const taken = await ctx.db
      .selectFrom('room_night_reservations')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('room_id', '=', offer?.roomId ?? '')
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    expect(Number(taken.n)).toBeLessThanOrEqual(after.totals[0] ?? 0);
  });
});

describe('the read model after an order', () => {
  it('G-48 G-56 a booked last room leaves the search results, the calendar and the quotes at once', async () => {
    const checkin = bookableCheckin(nonCancellableOffer, '2026-10-05');
    const offer = ctx.catalog.offers.get(nonCancellableOffer);
    const roomId = offer?.roomId ?? '';
    await leaveOneRoom(ctx.db, roomId, checkin);
    await ctx.catalog.reloadRooms(ctx.db, [roomId]);
    const search = `/api/offers.json?locale=fr_FR&hotelId=${offer?.hotelId}&checkin=${checkin}&night=2&a=2&numberOfPackagesPerHotel=50`;
    const calendar = `/api/weekend/${nonCancellableOffer}/availabilities.json?locale=fr_FR&month=${checkin.slice(0, 7)}&adult=2`;
    const quote = `/api/product/${nonCancellableOffer}/quote?locale=fr_FR&checkin=${checkin}&nights=2&adult=2`;
    const found = (answer: Answer) => answer.body.exactMatch.map((card: { id: number }) => card.id);
    const before = await call(search);
    expect(found(before)).toContain(nonCancellableOffer);
    expect(
      before.body.exactMatch.find((card: { id: number }) => card.id === nonCancellableOffer).availableRooms,
    ).toBe(1);
    expect((await call(calendar)).body.days[checkin]).not.toBeNull();
    expect((await call(quote)).status).toBe(200);

    const order = await call('/route/purchase/orders', await orderFor(nonCancellableOffer, checkin));
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    expect(found(await call(search))).not.toContain(nonCancellableOffer);
    expect((await call(calendar)).body.days[checkin]).toBeNull();
    const refused = await call(quote);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('SOLD_OUT');
  });
});

describe('pay later and insurance calls', () => {
  const eligibilityOf = async (query: string) => {
    const answer = await call(`/gateway/purchase/alma/eligibility?${query}`);
    expect(answer.status).toBe(200);
    return eligibilityResponseSchema.parse(answer.body).paymentMethods.map((m) => m.type);
  };

  it('S-492 S-324…S-327 offers 3x, 4x and deferral by the thresholds, the fee in the first payment', async () => {
    const base = 'cancellationPolicyType=CANCELLABLE&cancellableUntil=2026-06-20&pointOfSale=fr_fr';
    expect(await eligibilityOf(`amount=30000&checkinDate=2026-06-08&${base}`)).toEqual([
      'INSTALMENTS_3X',
      'INSTALMENTS_4X',
      'DEFERRED',
    ]);
    expect(await eligibilityOf(`amount=22000&checkinDate=2026-06-08&${base}`)).toEqual([
      'INSTALMENTS_3X',
      'DEFERRED',
    ]);
    expect(await eligibilityOf(`amount=30000&checkinDate=2026-06-07&${base}`)).toEqual(['DEFERRED']);
    expect(await eligibilityOf(`amount=30000&checkinDate=2026-06-05&${base}`)).toEqual([]);
    expect(await eligibilityOf(`amount=200001&checkinDate=2026-06-08&${base}`)).toEqual(['DEFERRED']);
    const plan = await call(`/gateway/purchase/alma/eligibility?amount=30000&checkinDate=2026-06-08&${base}`);
    const three = plan.body.paymentMethods[0];
    expect(three.installments.map((i: { amount: number }) => i.amount)).toEqual([
      10_000 + three.paymentFee,
      10_000,
      10_000,
    ]);
  });

  it('S-323, S-330 deferral only when cancellable; the feature only in fr_FR, es_ES, fr_BE and nl_BE', async () => {
    const query = 'amount=30000&checkinDate=2026-06-20&cancellationPolicyType=NON_CANCELLABLE';
    expect(await eligibilityOf(`${query}&pointOfSale=es_es`)).toEqual(['INSTALMENTS_3X', 'INSTALMENTS_4X']);
    expect(await eligibilityOf(`${query}&pointOfSale=it_it`)).toEqual([]);
    expect(await eligibilityOf(`${query}&pointOfSale=nl_nl`)).toEqual([]);
  });

  it('an order in 3 instalments pays the first with its fee; an ineligible method is refused with 422', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-09-20');
    const order = await orderFor(cancellableOffer, checkin, { method: 'INSTALMENTS_3X' });
    const created = await call('/route/purchase/orders', order);
    if (order.expectedAmount < 20_000) {
      expect(created.status).toBe(422);
      expect(created.body.error.code).toBe('PAYMENT_METHOD_NOT_ELIGIBLE');
      return;
    }
    expect(created.status).toBe(201);
    const read = orderSchema.parse(
      (
        await call(`/api/orders/${created.body.orderUUID}`, undefined, {
          'x-order-access': created.body.accessToken,
        })
      ).body,
    );
    expect(read.payment.schedule).toHaveLength(2);
    const fee = Math.round(order.expectedAmount * 0.009);
    expect(read.payment.amountPaid + read.payment.schedule.reduce((s, p) => s + p.amount, 0)).toBe(
      order.expectedAmount + fee,
    );
    const italian = await orderFor(cancellableOffer, bookableCheckin(cancellableOffer, '2026-09-25'), {
      method: 'INSTALMENTS_3X',
    });
    const refused = await call('/route/purchase/orders', { ...italian, locale: 'it_IT' });
    expect(refused.status).toBe(422);
    expect(issuePaths(refused)).toEqual(['pspAuthorization.paymentMethod']);
  });

  it('S-499 the deferred card payment answers booking.orderUUID and pays nothing today', async () => {
    const checkin = bookableCheckin(cancellableOffer, '2026-10-01');
    const order = await orderFor(cancellableOffer, checkin, { method: 'DEFERRED' });
    const created = await call('/route/purchase/zeppto', order);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = orderSchema.parse(
      (
        await call(`/api/orders/${created.body.booking.orderUUID}`, undefined, {
          'x-order-access': created.body.booking.accessToken,
        })
      ).body,
    );
    expect(read.payment.amountPaid).toBe(0);
    expect(read.payment.schedule).toEqual([{ dueDate: expect.any(String), amount: order.expectedAmount }]);
    const card = await call('/route/purchase/zeppto', {
      ...order,
      pspAuthorization: { ...order.pspAuthorization, paymentMethod: 'CARD' },
    });
    expect(card.status).toBe(400);
    expect(issuePaths(card)).toEqual(['pspAuthorization.paymentMethod']);
  });

  it('S-503 insurance offers for a cancellation type and an amount in cents', async () => {
    const answer = await call(
      '/gateway/purchase/insurance?cancellationType=NON_CANCELLABLE&orderAmount=40000',
    );
    const offers = insuranceResponseSchema.parse(answer.body);
    expect(offers).toEqual([{ id: 'INS-NC', sellPrice: 2000, cancellationPolicy: 'NON_CANCELLABLE' }]);
    const small = insuranceResponseSchema.parse(
      (await call('/gateway/purchase/insurance?cancellationType=CANCELLABLE&orderAmount=5000')).body,
    );
    expect(small[0]?.sellPrice).toBe(600);
  });

  it('the sandbox refuses a card number that fails its checksum, and keeps no card data in the database', async () => {
    const answer = await call('/gateway/psp/intents', {
      method: 'card',
      card: { number: '4242424242424241', expiry: '12/30', cvc: '123' },
    });
    expect(answer.status).toBe(400);
    expect(issuePaths(answer)).toEqual(['card.number']);
    expect(answer.body.error.issues[0].code).toBe('CARD_NUMBER_INVALID');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from orders
      where buyer::text like '%4242424242424242%' or summary::text like '%4242424242424242%'`.execute(ctx.db);
    expect(rows[0]?.n).toBe(0);
  });
});
