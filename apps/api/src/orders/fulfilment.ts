import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { confirmationMail } from '../mail/confirmationMail';
import { enqueueMail } from '../mail/outbox';
import { issueVouchers, type OrderRow } from '../vouchers/issue';

/**
 * What a confirmed order produces, in the transaction that confirms it: a gift's vouchers and the
 * buyer's confirmation mail, queued for sending after the commit. Run twice, it adds nothing.
 */
export async function fulfilOrder(trx: Transaction<DB>, order: OrderRow, today: string): Promise<void> {
  const vouchers = await issueVouchers(trx, order, today);
  await enqueueMail(trx, confirmationMail(order, vouchers));
}
