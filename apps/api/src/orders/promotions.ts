import type { CheckoutSummary } from '@escale/domain';
import type { Database } from '../db/database';

// Promotion codes at checkout (002 §3 promotionCodeItem, reductionAmount; G-45 applies the
// automatic discount's code here).

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
    row.valid_from <= order.today &&
    order.today <= row.valid_to &&
    order.stayAmount >= row.min_order &&
    (row.gifts || !order.isGift);
  if (!applicable) return { promotion: { code, status: 'NOT_APPLICABLE' }, reduction: 0 };
  const reduction = row.percent ? Math.floor((order.stayAmount * row.percent) / 100) : (row.amount ?? 0);
  return { promotion: { code, status: 'APPLIED' }, reduction: Math.min(reduction, order.stayAmount) };
}
