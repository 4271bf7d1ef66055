import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB, OutboxPayload, OutboxTable } from '../db/schema';
import type { Logger } from '../logger';
import { voucherDocument } from '../vouchers/documents';
import { renderVoucherPdf } from '../vouchers/pdf';
import type { MailTransport } from './transport';

// A transactional outbox: a mail is written in the transaction of what it tells, and sent after
// the commit. Each row is claimed by one sender at a time for CLAIM_SECONDS, so two processes never
// send it twice; a failure is recorded and retried later, each time twice as late, up to an hour.

const CLAIM_SECONDS = 120;
const FIRST_RETRY_SECONDS = 30;
const LAST_RETRY_SECONDS = 3600;

export interface OutboxDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
}

/**
 * A mail about an order (its buyer's), a redemption (its beneficiary's) or a sign-in link (the
 * customer's).
 */
export type OutgoingMail = {
  kind: string;
  recipient: string;
  subject: string;
  payload: OutboxPayload;
} & (
  | { orderId: string; redemptionId?: never; signinLinkId?: never }
  | { redemptionId: string; orderId?: never; signinLinkId?: never }
  | { signinLinkId: string; orderId?: never; redemptionId?: never }
);

/** The column naming what a mail tells. */
const subjectColumn = (mail: OutgoingMail) =>
  mail.orderId !== undefined
    ? 'order_id'
    : mail.redemptionId !== undefined
      ? 'redemption_id'
      : 'signin_link_id';

/**
 * Queues a mail in `trx`; a mail of the same kind already queued for the order or the redemption
 * stays the only one.
 */
export async function enqueueMail(trx: Transaction<DB>, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      order_id: mail.orderId ?? null,
      redemption_id: mail.redemptionId ?? null,
      signin_link_id: mail.signinLinkId ?? null,
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      payload: JSON.stringify(mail.payload),
    })
    .onConflict((oc) => oc.columns([subjectColumn(mail), 'kind']).doNothing())
    .execute();
}

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(LAST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** The row, if this sender got it: unsent, due, and claimed by no one else. */
async function claim(db: Database, id: number): Promise<Selectable<OutboxTable> | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
}

/** The PDFs of an order's vouchers; a redemption's mail has none. */
async function attachments(db: Database, row: Selectable<OutboxTable>) {
  const orderId = row.order_id;
  if (orderId === null) return [];
  return Promise.all(
    row.payload.voucherCodes.map(async (code) => {
      const voucher = await voucherDocument(db, orderId, code);
      if (!voucher) throw new Error(`Voucher ${code} of order ${orderId} not found`);
      return {
        filename: `escale-${code}.pdf`,
        content: Buffer.from(await renderVoucherPdf(voucher)),
        contentType: 'application/pdf',
      };
    }),
  );
}

/** Sends the mails that are due, each once; answers how many were sent and how many failed. */
export async function sendDueMail(deps: OutboxDeps, limit = 20): Promise<{ sent: number; failed: number }> {
  const due = await deps.db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const row = await claim(deps.db, id);
    if (!row) continue;
    try {
      await deps.transport.send({
        id: row.id,
        from: deps.from,
        to: row.recipient,
        subject: row.subject,
        text: row.payload.text,
        html: row.payload.html,
        attachments: await attachments(deps.db, row),
      });
      // A sign-in link's token is kept in no readable form once its mail has left.
      const sentPayload =
        row.signin_link_id === null
          ? {}
          : { payload: JSON.stringify({ text: '', html: '', voucherCodes: [] }) };
      await deps.db
        .updateTable('outbox')
        .set({ sent_at: sql<Date>`now()`, claimed_until: null, last_error: null, ...sentPayload })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .updateTable('outbox')
        .set({
          claimed_until: null,
          last_error: message.slice(0, 1000),
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where('id', '=', row.id)
        .execute();
      deps.logger.warn(
        {
          mail: row.id,
          order: row.order_id,
          redemption: row.redemption_id,
          attempts: row.attempts,
          err: message,
        },
        'mail not sent',
      );
      failed += 1;
    }
  }
  return { sent, failed };
}
