import { type OrderRequest, SANDBOX_CARDS } from '@escale/domain';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { giftCardItems } from '../../../scripts/sample-order.mjs';
import { idempotent } from '../src/orders/idempotency';
import { PaymentProviderUnavailable } from '../src/orders/payments';
import type { OrderDeps } from '../src/orders/placeOrder';
import { reconcilePayments } from '../src/orders/reconcile';
import { paidOrderOf } from './orderSupport';
import { post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// A payment provider that times out or answers twice leaves no order half-written and no charge
// without an order (issue "Faults survived"): the order answers 503 and writes nothing when the
// authorisation does not come back, a capture that does not come back leaves a written order whose
// charge reconciliation captures, an intent authorised for no order is voided, and an intent sent
// for two orders pays for one and stays that one's.

let ctx: TestContext;
let deps: OrderDeps;

beforeAll(async () => {
  ctx = await createTestContext();
  deps = {
    db: ctx.db,
    databaseKind: ctx.databaseKind,
    catalog: ctx.catalog,
    search: undefined as unknown as OrderDeps['search'],
    logger: pino({ level: 'silent' }),
    now: () => ctx.now,
    payments: ctx.payments,
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await ctx?.close();
});

async function placed(order: OrderRequest, key?: string) {
  const response = await ctx.request('/route/purchase/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(order),
  });
  return { status: response.status, body: await response.json() };
}

const intentOf = (order: OrderRequest) => order.pspAuthorization?.paymentIntentId ?? '';

/** The provider authorises the next payment, but its answer is lost on the way. */
function loseNextAuthorizationAnswer() {
  const authorize = ctx.payments.authorize.bind(ctx.payments);
  vi.spyOn(ctx.payments, 'authorize').mockImplementationOnce((...args) => {
    authorize(...args);
    throw new PaymentProviderUnavailable('timeout');
  });
}

const ordersPaidBy = async (intent: string) =>
  ctx.db.selectFrom('orders').select(['id', 'status']).where('payment_intent_id', '=', intent).execute();

/** An order paid by a sandbox card of that outcome. */
async function orderPaidWith(card: string, euros: number): Promise<OrderRequest> {
  const order = await paidOrderOf(ctx, giftCardItems(euros));
  const intent = await ctx.request(
    '/gateway/psp/intents',
    post({ method: 'card', card: { number: card, expiry: '12/30', cvc: '123' } }),
  );
  const { paymentIntentId } = await intent.json();
  return { ...order, pspAuthorization: { paymentIntentId, paymentMethod: 'CARD' } };
}

describe('a payment provider that times out', () => {
  it('an authorisation that never comes back: 503, nothing written, the intent voided; the same key then places the order', async () => {
    const order = await paidOrderOf(ctx, giftCardItems(31));
    const intent = intentOf(order);
    loseNextAuthorizationAnswer();
    const refused = await placed(order, 'provider-timeout-0001');
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('UNAVAILABLE');
    expect(await ordersPaidBy(intent)).toEqual([]);
    expect(ctx.payments.stateOf(intent)).toBe('VOIDED');

    // The 503 kept no answer for its key: the buyer's next try, with a new intent, places the order.
    const again = await paidOrderOf(ctx, giftCardItems(31));
    const retried = await placed(again, 'provider-timeout-0001');
    expect(retried.status).toBe(201);
    expect(ctx.payments.stateOf(intentOf(again))).toBe('CAPTURED');
  });

  it('an authorisation lost and a void that fails too: reconciliation voids the intent no order holds', async () => {
    const order = await paidOrderOf(ctx, giftCardItems(32));
    const intent = intentOf(order);
    loseNextAuthorizationAnswer();
    vi.spyOn(ctx.payments, 'void').mockImplementationOnce(() => {
      throw new PaymentProviderUnavailable('timeout');
    });
    expect((await placed(order)).status).toBe(503);
    expect(await ordersPaidBy(intent)).toEqual([]);
    // A charge held without an order…
    expect(ctx.payments.stateOf(intent)).toBe('AUTHORIZED');
    vi.restoreAllMocks();
    const done = await reconcilePayments(deps, { graceMs: 0 });
    // …is given back.
    expect(done.released).toBeGreaterThanOrEqual(1);
    expect(ctx.payments.stateOf(intent)).toBe('VOIDED');
  });

  it('a capture that never comes back: the order is placed (201), and reconciliation captures its charge', async () => {
    const order = await paidOrderOf(ctx, giftCardItems(33));
    const intent = intentOf(order);
    vi.spyOn(ctx.payments, 'capture').mockImplementationOnce(() => {
      throw new PaymentProviderUnavailable('timeout');
    });
    const created = await placed(order);
    expect(created.status).toBe(201);
    expect(await ordersPaidBy(intent)).toEqual([{ id: created.body.orderUUID, status: 'CONFIRMED' }]);
    // An order whose charge is not taken yet…
    expect(ctx.payments.stateOf(intent)).toBe('AUTHORIZED');
    vi.restoreAllMocks();
    // …is not touched while it may still be in its transaction, then captured.
    expect((await reconcilePayments(deps)).captured).toBe(0);
    expect(ctx.payments.stateOf(intent)).toBe('AUTHORIZED');
    const done = await reconcilePayments(deps, { graceMs: 0 });
    expect(done.captured).toBeGreaterThanOrEqual(1);
    expect(ctx.payments.stateOf(intent)).toBe('CAPTURED');
  });
});

describe('a payment provider that answers twice', () => {
  it('one intent sent with two orders: one order, the other refused, and the charge stays the first order’s', async () => {
    // A pending card: the first order holds the authorisation but has not captured it yet.
    const first = await orderPaidWith(SANDBOX_CARDS.pending, 34);
    const intent = intentOf(first);
    const created = await placed(first);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('PENDING');
    // The provider answers the same authorisation again for a second order with the same intent.
    const second = await placed({
      ...(await paidOrderOf(ctx, giftCardItems(34))),
      pspAuthorization: first.pspAuthorization,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('PAYMENT_ALREADY_USED');
    expect(await ordersPaidBy(intent)).toHaveLength(1);
    // The refused order did not give back the first one's authorisation.
    expect(ctx.payments.stateOf(intent)).toBe('AUTHORIZED');
    // Once the provider confirms, reconciliation confirms the order nobody read, and captures it.
    await vi.waitFor(() => expect(ctx.payments.status(intent)).toBe('AUTHORIZED'));
    const done = await reconcilePayments(deps, { graceMs: 0 });
    expect(done.settled).toBeGreaterThanOrEqual(1);
    expect(await ordersPaidBy(intent)).toEqual([{ id: created.body.orderUUID, status: 'CONFIRMED' }]);
    expect(ctx.payments.stateOf(intent)).toBe('CAPTURED');
  });

  it('the same order sent twice with its key while the provider is slow to confirm: one order, one charge', async () => {
    const order = await orderPaidWith(SANDBOX_CARDS.pending, 35);
    const intent = intentOf(order);
    const [a, b] = await Promise.all([
      placed(order, 'double-answer-0001'),
      placed(order, 'double-answer-0001'),
    ]);
    const statuses = [a.status, b.status].sort();
    // The second is refused while the first runs (409) or replays its answer (201).
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await ordersPaidBy(intent)).toHaveLength(1);
    await vi.waitFor(() => expect(ctx.payments.status(intent)).toBe('AUTHORIZED'));
    await reconcilePayments(deps, { graceMs: 0 });
    expect((await ordersPaidBy(intent))[0]?.status).toBe('CONFIRMED');
    expect(ctx.payments.stateOf(intent)).toBe('CAPTURED');
  });
});

describe('a process stopped in the middle of an order', () => {
  it('leaves its Idempotency-Key running: refused (409) at first, given up after 2 minutes so the retry runs', async () => {
    const body = { order: 'cut-by-a-restart' };
    // The first process claims the key, then stops before answering.
    void idempotent(ctx.db, 'restart-key-0001', 'orders', body, () => new Promise(() => undefined));
    await vi.waitFor(async () =>
      expect(
        await ctx.db
          .selectFrom('idempotency_keys')
          .select('state')
          .where('key', '=', 'orders:restart-key-0001')
          .execute(),
      ).toEqual([{ state: 'IN_FLIGHT' }]),
    );
    const retry = () =>
      idempotent(ctx.db, 'restart-key-0001', 'orders', body, async () => ({ status: 201, body: 'placed' }));
    await expect(retry()).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_FLIGHT' });
    await sql`update idempotency_keys set created_at = now() - interval '3 minutes' where key = 'orders:restart-key-0001'`.execute(
      ctx.db,
    );
    expect(await retry()).toEqual({ status: 201, body: 'placed', replayed: false });
  });
});
