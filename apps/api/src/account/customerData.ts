import type { Customer, Trip, WishlistItem, WishlistType } from '@escale/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../app';
import { notFound } from '../http/errors';

// What a signed-in customer sees of their own: every query is bound to their id or their e-mail
// address, so another customer's order, voucher or wishlist is never in its answer.

type Deps = Pick<AppDeps, 'db'>;

export async function customerOf(deps: Deps, customerId: string): Promise<Customer & { id: string }> {
  const row = await deps.db
    .selectFrom('customers')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name };
}

export async function updateProfile(
  deps: Deps,
  customerId: string,
  names: { firstName: string; lastName: string },
): Promise<Customer> {
  await deps.db
    .updateTable('customers')
    .set({ first_name: names.firstName, last_name: names.lastName, updated_at: new Date() })
    .where('id', '=', customerId)
    .execute();
  return customerOf(deps, customerId);
}

/** A trip's vouchers open through the account: their documents are the customer's only. */
export const accountVoucherPath = (orderId: string, code: string) =>
  `/api/account/orders/${orderId}/vouchers/${code}.pdf`;

/** The orders bought with the customer's address, newest first; failed payments are no trips. */
export async function tripsOf(deps: Deps, email: string, orderId?: string): Promise<Trip[]> {
  let query = deps.db
    .selectFrom('orders')
    .select(['id', 'reference', 'status', 'created_at', 'locale', 'summary'])
    .where(sql`lower(buyer->>'email')`, '=', email.toLowerCase())
    .where('status', '!=', 'FAILED');
  if (orderId) query = query.where('id', '=', orderId);
  const orders = await query.orderBy('created_at', 'desc').limit(100).execute();
  const vouchers = orders.length
    ? await deps.db
        .selectFrom('vouchers')
        .select(['order_id', 'code', 'valid_until', 'format'])
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('item')
        .execute()
    : [];
  return orders.map((order) => ({
    orderUUID: order.id,
    reference: order.reference,
    status: order.status,
    createdAt: order.created_at.toISOString(),
    locale: order.locale as Trip['locale'],
    summary: order.summary,
    vouchers: vouchers
      .filter((v) => v.order_id === order.id)
      .map((v) => ({
        code: v.code,
        validUntil: v.valid_until,
        format: v.format,
        pdfUrl: accountVoucherPath(order.id, v.code),
      })),
  }));
}

/** One of the customer's orders; another's, or none, is 404 alike. */
export async function tripOf(deps: Deps, email: string, orderId: string): Promise<Trip> {
  const [trip] = await tripsOf(deps, email, orderId);
  if (!trip) throw notFound('Order');
  return trip;
}

export async function wishlistOf(deps: Deps, customerId: string): Promise<WishlistItem[]> {
  const rows = await deps.db
    .selectFrom('customer_wishlist_items')
    .select('item')
    .where('customer_id', '=', customerId)
    .orderBy('added_at', 'desc')
    .execute();
  return rows.map((row) => row.item);
}

export async function putWishlistItem(deps: Deps, customerId: string, item: WishlistItem): Promise<void> {
  await deps.db
    .insertInto('customer_wishlist_items')
    .values({ customer_id: customerId, type: item.type, item_id: item.id, item: JSON.stringify(item) })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'type', 'item_id']).doUpdateSet({ item: JSON.stringify(item) }),
    )
    .execute();
}

export async function deleteWishlistItem(
  deps: Deps,
  customerId: string,
  key: { type: WishlistType; id: string },
): Promise<void> {
  await deps.db
    .deleteFrom('customer_wishlist_items')
    .where('customer_id', '=', customerId)
    .where('type', '=', key.type)
    .where('item_id', '=', key.id)
    .execute();
}
