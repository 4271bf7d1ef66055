import type { Order } from '@escale/domain';
import { notFound } from '../http/errors';
import type { OrderDeps } from './placeOrder';

// The confirmation page's order (G-62). A pending payment is asked again of its provider: once
// confirmed the order is; once declined the order fails and its room-nights are given back.

export async function readOrder(deps: OrderDeps, orderUUID: string): Promise<Order> {
  let row = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderUUID).executeTakeFirst();
  if (!row) throw notFound('Order');
  if (row.status === 'PENDING') {
    const status = deps.payments.status(row.payment_intent_id);
    if (status === 'AUTHORIZED' || status === 'DECLINED') {
      const next = status === 'AUTHORIZED' ? 'CONFIRMED' : 'FAILED';
      const changed = await settle(deps, orderUUID, next);
      if (next === 'CONFIRMED') deps.payments.capture(row.payment_intent_id);
      if (changed && next === 'FAILED' && row.checkin) {
        const offer = deps.catalog.offers.get(row.offer_id);
        if (offer) await deps.catalog.reloadRooms(deps.db, [offer.roomId]);
      }
      row = { ...row, status: next };
    }
  }
  return {
    orderUUID: row.id,
    reference: row.reference,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    locale: row.locale as Order['locale'],
    buyer: { firstName: row.buyer.firstName, lastName: row.buyer.lastName, email: row.buyer.email },
    payment: {
      method: row.payment_method,
      last4: row.card_last4,
      amountPaid: row.amount_paid,
      schedule: row.schedule,
    },
    summary: row.summary,
    insurance: row.insurance_choice,
  };
}

/** Moves a pending order on, once; gives its nights back when it failed. True when it changed it. */
async function settle(deps: OrderDeps, orderUUID: string, next: 'CONFIRMED' | 'FAILED'): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: next, updated_at: new Date() })
      .where('id', '=', orderUUID)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (next === 'FAILED') {
      const taken = await trx
        .deleteFrom('room_night_reservations')
        .where('order_id', '=', orderUUID)
        .returning(['room_id', 'night', 'quantity'])
        .execute();
      for (const night of taken) {
        await trx
          .updateTable('allotments')
          .set((eb) => ({ reserved: eb('reserved', '-', night.quantity) }))
          .where('room_id', '=', night.room_id)
          .where('night', '=', night.night)
          .execute();
      }
    }
    return true;
  });
}
