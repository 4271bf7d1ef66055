import type { CheckoutSummary, GiftcardItem, GiftcardStatus, PriceBreakdown } from '@escale/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError } from '../http/errors';

// A gift card paying for an order (S-257): its voucher's value less what earlier orders took from
// it. The checkout shows what it would pay; the order takes it, once, under the card's row lock.

/** 409 when a card holds less than the order counted on: someone else used it in between. */
export class GiftcardBalanceChanged extends Error {}

interface GiftcardBalance {
  status: GiftcardStatus;
  /** Cents left on the card; 0 unless APPLIED. */
  balance: number;
}

/** A gift card's state on `today`; with `lock`, its row is held until the transaction ends. */
export async function giftcardBalance(
  db: Kysely<DB> | Transaction<DB>,
  serialNumber: string,
  today: string,
  lock = false,
): Promise<GiftcardBalance> {
  const query = db
    .selectFrom('vouchers')
    .select(['value', 'valid_until'])
    .where('code', '=', serialNumber)
    .where('kind', '=', 'GIFTCARD');
  const card = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!card) return { status: 'UNKNOWN', balance: 0 };
  if (card.valid_until < today) return { status: 'EXPIRED', balance: 0 };
  const { used } = await db
    .selectFrom('gift_card_uses')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('used'))
    .where('voucher_code', '=', serialNumber)
    .executeTakeFirstOrThrow();
  const balance = card.value - Number(used);
  return balance > 0 ? { status: 'APPLIED', balance } : { status: 'USED_UP', balance: 0 };
}

/**
 * The summary with the gift card typed: its status, and when it pays, the amount it takes (up to
 * the total) in the breakdown's `giftcards` and what is left to pay.
 */
export async function withGiftcard(
  db: Kysely<DB>,
  summary: CheckoutSummary,
  item: GiftcardItem | null,
  today: string,
): Promise<CheckoutSummary> {
  if (!item) return summary;
  const { status, balance } = await giftcardBalance(db, item.serialNumber, today);
  const { breakdown } = summary;
  const usedAmount = Math.min(balance, breakdown.totalAmount);
  const giftcards: PriceBreakdown['giftcards'] =
    usedAmount > 0 ? [{ serialNumber: item.serialNumber, usedAmount }] : [];
  return {
    ...summary,
    giftcard: { serialNumber: item.serialNumber, status },
    breakdown: { ...breakdown, giftcards, remainingAmountToPay: breakdown.totalAmount - usedAmount },
  };
}

/** 422 when the gift card of an order pays nothing: unknown, expired or used up. */
export function refuseUselessGiftcard(summary: CheckoutSummary): void {
  const card = summary.giftcard;
  if (!card || card.status === 'APPLIED') return;
  throw new ApiError(422, 'GIFTCARD_NOT_APPLICABLE', 'The gift card cannot pay for this order', [
    { path: 'items.giftcardItem.serialNumber', message: card.status },
  ]);
}

/**
 * Takes what the breakdown counts on from each gift card, in the order's transaction; throws
 * GiftcardBalanceChanged when a card no longer holds it. Concurrent orders queue on the card's row.
 */
export async function spendGiftcards(
  trx: Transaction<DB>,
  orderId: string,
  giftcards: PriceBreakdown['giftcards'],
  today: string,
): Promise<void> {
  for (const card of giftcards) {
    const { balance } = await giftcardBalance(trx, card.serialNumber, today, true);
    if (balance < card.usedAmount) throw new GiftcardBalanceChanged();
    await trx
      .insertInto('gift_card_uses')
      .values({ order_id: orderId, voucher_code: card.serialNumber, amount: card.usedAmount })
      .execute();
  }
}
