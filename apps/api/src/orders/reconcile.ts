import type { Logger } from '../logger';
import type { OrderDeps } from './placeOrder';
import { readOrder } from './readOrder';

// No charge without an order, no order without its charge (issue "Faults survived"): a provider
// that timed out or a process that stopped between the authorisation, the order's transaction and
// the capture leaves an intent half-done. On start and every few minutes the API settles them:
// a pending order is asked of the provider again (as its confirmation page would), an authorised
// intent whose order or redemption is confirmed is captured, and one with none, or with a failed
// order, is voided. An intent younger than `graceMs` may still be in its order's transaction.

export interface Reconciliation {
  /** Pending orders confirmed or failed by the provider's answer. */
  settled: number;
  /** Authorised intents of confirmed orders or redemptions, captured now. */
  captured: number;
  /** Authorised intents without an order (or of a failed one), voided. */
  released: number;
}

export const RECONCILE_GRACE_MS = 60_000;

export async function reconcilePayments(
  deps: OrderDeps,
  { graceMs = RECONCILE_GRACE_MS }: { graceMs?: number } = {},
): Promise<Reconciliation> {
  const done: Reconciliation = { settled: 0, captured: 0, released: 0 };
  const before = new Date(Date.now() - graceMs);
  const pending = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('payment_intent_id', 'is not', null)
    .where('created_at', '<=', before)
    .execute();
  for (const { id } of pending) {
    if ((await readOrder(deps, id)).status !== 'PENDING') done.settled += 1;
  }
  for (const intent of deps.payments.uncaptured(graceMs)) {
    const order = await deps.db
      .selectFrom('orders')
      .select('status')
      .where('payment_intent_id', '=', intent)
      .executeTakeFirst();
    const redemption = order
      ? undefined
      : await deps.db
          .selectFrom('redemptions')
          .select('id')
          .where('payment_intent_id', '=', intent)
          .executeTakeFirst();
    if (order?.status === 'PENDING') continue;
    if (order?.status === 'CONFIRMED' || redemption) {
      deps.payments.capture(intent);
      done.captured += 1;
    } else {
      deps.payments.void(intent);
      done.released += 1;
    }
  }
  if (done.settled + done.captured + done.released > 0) deps.logger.warn(done, 'payments reconciled');
  return done;
}

/**
 * Reconciles now and every `everyMs` until stopped; a failed pass is logged and the next one tries
 * again.
 */
export function startReconciliation(
  deps: OrderDeps,
  { everyMs = 5 * 60_000, logger = deps.logger }: { everyMs?: number; logger?: Logger } = {},
) {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = reconcilePayments(deps).catch((error: unknown) =>
      logger.error({ err: error }, 'payment reconciliation failed'),
    );
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
