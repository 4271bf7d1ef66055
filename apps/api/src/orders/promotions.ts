import { type AutomaticPromotion, type CheckoutSummary, isPromotionCurrent } from '@escale/domain';
import type { Database } from '../db/database';

// Promotion codes at checkout (002 §3 promotionCodeItem, reductionAmount; G-45 applies the
// automatic discount's code here), and the automatic code itself, which booking cards offer.

export interface PromotionResult {
  promotion: NonNullable<CheckoutSummary['promotion']>;
  /** What the code takes off the stay, in cents (0 unless applied). */
  reduction: number;
}

export async function applyPromotion(
  db: Database,
  code: string,
  order: { stayAmount: number; isGift: boolean; today: string },
): Promise<PromotionResult> {
  const row = await db.selectFrom('promotion_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return { promotion: { code, status: 'UNKNOWN' }, reduction: 0 };
  const applicable =
    isPromotionCurrent({ validFrom: row.valid_from, validTo: row.valid_to }, order.today) &&
    order.stayAmount >= row.min_order &&
    (row.gifts || !order.isGift);
  if (!applicable) return { promotion: { code, status: 'NOT_APPLICABLE' }, reduction: 0 };
  const reduction = row.percent ? Math.floor((order.stayAmount * row.percent) / 100) : (row.amount ?? 0);
  return { promotion: { code, status: 'APPLIED' }, reduction: Math.min(reduction, order.stayAmount) };
}

/** How long the automatic code is read once for every search (they answer from memory). */
export const AUTOMATIC_PROMOTION_TTL_MS = 60_000;

/**
 * The promotion code marked `automatic` (a percentage), read from the database at most once a
 * minute: searches answer from memory, and whether it applies today is decided per answer
 * (cardAutoDiscount).
 */
export function automaticPromotionReader(db: Database, now: () => Date) {
  let kept: { at: number; value: Promise<AutomaticPromotion | null> } | null = null;
  const load = async (): Promise<AutomaticPromotion | null> => {
    const row = await db
      .selectFrom('promotion_codes')
      .select(['code', 'percent', 'valid_from', 'valid_to'])
      .where('automatic', '=', true)
      .where('percent', 'is not', null)
      .executeTakeFirst();
    return row?.percent
      ? { code: row.code, percent: row.percent, validFrom: row.valid_from, validTo: row.valid_to }
      : null;
  };
  return (): Promise<AutomaticPromotion | null> => {
    const at = now().getTime();
    if (!kept || at - kept.at >= AUTOMATIC_PROMOTION_TTL_MS || at < kept.at) {
      const value = load();
      // A failed read is not kept: the next search reads again.
      value.catch(() => {
        kept = null;
      });
      kept = { at, value };
    }
    return kept.value;
  };
}
