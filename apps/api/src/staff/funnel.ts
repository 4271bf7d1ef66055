import type { StaffFunnel, StaffFunnelDay } from '@escale/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database';

type Pos = StaffFunnelDay['pos'];

/** A market's day in the shop's time zone. */
const parisDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;

/**
 * The funnel of each market and day from `from` to `to` (Paris days): the events the collector
 * stored (view_item_list, view_item, add_to_cart) and the confirmed orders with their revenue.
 */
export async function staffFunnel(db: Database, from: string, to: string): Promise<StaffFunnel> {
  const events = await db
    .selectFrom('analytics_events')
    .select((eb) => [
      'pos',
      parisDay('at').as('day'),
      eb.fn.countAll<number>().filterWhere('name', '=', 'view_item_list').as('viewItemList'),
      eb.fn.countAll<number>().filterWhere('name', '=', 'view_item').as('viewItem'),
      eb.fn.countAll<number>().filterWhere('name', '=', 'add_to_cart').as('addToCart'),
    ])
    .where(parisDay('at'), '>=', from)
    .where(parisDay('at'), '<=', to)
    .groupBy(['pos', 'day'])
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [
      sql<string>`lower(locale)`.as('pos'),
      parisDay('created_at').as('day'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number>('total_amount'), sql<number>`0`).as('revenue'),
    ])
    .where('status', '=', 'CONFIRMED')
    .where(parisDay('created_at'), '>=', from)
    .where(parisDay('created_at'), '<=', to)
    .groupBy(['pos', 'day'])
    .execute();
  const days = new Map<string, StaffFunnelDay>();
  const dayOf = (pos: string, day: string) => {
    const key = `${pos} ${day}`;
    let row = days.get(key);
    if (!row) {
      row = { pos: pos as Pos, day, viewItemList: 0, viewItem: 0, addToCart: 0, orders: 0, revenue: 0 };
      days.set(key, row);
    }
    return row;
  };
  for (const row of events) {
    Object.assign(dayOf(row.pos, row.day), {
      viewItemList: Number(row.viewItemList),
      viewItem: Number(row.viewItem),
      addToCart: Number(row.addToCart),
    });
  }
  for (const row of orders) {
    Object.assign(dayOf(row.pos, row.day), { orders: Number(row.orders), revenue: Number(row.revenue) });
  }
  return {
    days: [...days.values()].sort((a, b) => b.day.localeCompare(a.day) || a.pos.localeCompare(b.pos)),
  };
}
