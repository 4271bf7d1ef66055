import type { Order, PriceBreakdown } from './api/orders';
import type { GiftFormat } from './criteria';

// The booking summary of the checkout and the confirmation (002 §3 "Booking price breakdown"; G-61,
// G-62): its price lines, gift cards, promotion code and program.

/**
 * What the booking summary and the confirmation show: a checkout's summary (`CheckoutSummary`,
 * whose insurance offers are not shown) or a placed order's.
 */
export type SummaryContent = Order['summary'];

/**
 * The format of what a summary gives (a stay given, a box, a gift card, an activity to offer, which
 * is digital), or null for a stay booked or an activity bought for oneself.
 */
export function summaryGiftFormat(
  summary: Pick<SummaryContent, 'gift' | 'box' | 'giftCard'> & Partial<Pick<SummaryContent, 'activity'>>,
): GiftFormat | null {
  if (summary.activity) return summary.activity.ownUse ? null : 'digital';
  return summary.gift?.format ?? summary.box?.format ?? summary.giftCard?.format ?? null;
}

/** What a summary sells, for its words: a stay (booked or given), a box, a gift card or an activity voucher. */
export function summaryProduct(
  summary: Pick<SummaryContent, 'box' | 'giftCard'> & Partial<Pick<SummaryContent, 'activity'>>,
): 'stay' | 'box' | 'giftCard' | 'activity' {
  if (summary.activity) return 'activity';
  return summary.box ? 'box' : summary.giftCard ? 'giftCard' : 'stay';
}

export type PriceLineKind = 'stay' | 'insurance' | 'promotion' | 'shipping' | 'internationalFee' | 'extras';

/** One line of the price breakdown above the total, its amount signed in cents (a reduction is negative). */
export interface PriceLine {
  kind: PriceLineKind;
  amount: number;
}

/**
 * The lines of the breakdown that add up to the total (002 §3 "Booking price breakdown"): the
 * stay (or the box, or the gift card), the insurance when taken, the promotion code's reduction when it takes something off, the
 * shipping of a physical gift (free at 0) or any shipping cost, its international fee and the
 * extras of a physical gift. Gift cards come after the total: they pay part of it.
 */
export function priceLines(
  summary: Pick<SummaryContent, 'breakdown' | 'gift' | 'box' | 'giftCard'>,
): PriceLine[] {
  const { breakdown } = summary;
  const lines: PriceLine[] = [{ kind: 'stay', amount: breakdown.stayAmount }];
  if (breakdown.insuranceAmount > 0) lines.push({ kind: 'insurance', amount: breakdown.insuranceAmount });
  if (breakdown.reductionAmount > 0) lines.push({ kind: 'promotion', amount: -breakdown.reductionAmount });
  if (breakdown.shippingCost.amount > 0 || summaryGiftFormat(summary) === 'physical') {
    lines.push({ kind: 'shipping', amount: breakdown.shippingCost.amount });
  }
  if (breakdown.shippingCost.internationalFee > 0) {
    lines.push({ kind: 'internationalFee', amount: breakdown.shippingCost.internationalFee });
  }
  if (breakdown.subElementsPrice > 0) lines.push({ kind: 'extras', amount: breakdown.subElementsPrice });
  return lines;
}

/** The gift cards used, each taking its amount off the total (negative cents). */
export function giftcardLines(breakdown: PriceBreakdown): { serialNumber: string; amount: number }[] {
  return breakdown.giftcards
    .filter((card) => card.usedAmount > 0)
    .map((card) => ({ serialNumber: card.serialNumber, amount: -card.usedAmount }));
}

/** "Remaining to pay" shows only when it differs from the total (gift cards paid part of it). */
export function showsRemaining(breakdown: PriceBreakdown): boolean {
  return breakdown.remainingAmountToPay !== breakdown.totalAmount;
}

export type PromotionProblem = 'promotionUnknown' | 'promotionNotApplicable';

/** Why a promotion code entered takes nothing off: it does not exist, or not for this stay. */
export function promotionProblem(promotion: SummaryContent['promotion']): PromotionProblem | null {
  if (promotion?.status === 'UNKNOWN') return 'promotionUnknown';
  if (promotion?.status === 'NOT_APPLICABLE') return 'promotionNotApplicable';
  return null;
}

export type GiftcardProblem = 'giftcardUnknown' | 'giftcardExpired' | 'giftcardUsedUp';

/** Why a gift card typed pays nothing: no such card, past its validity, or nothing left on it. */
export function giftcardProblem(giftcard: SummaryContent['giftcard']): GiftcardProblem | null {
  if (giftcard?.status === 'UNKNOWN') return 'giftcardUnknown';
  if (giftcard?.status === 'EXPIRED') return 'giftcardExpired';
  if (giftcard?.status === 'USED_UP') return 'giftcardUsedUp';
  return null;
}

/** An activity's day: the date chosen, or still to choose; a gift shows none (its beneficiary chooses). */
export type SummaryActivityDay = { kind: 'date'; date: string } | { kind: 'toChoose' } | null;

export interface SummaryProgramItem {
  key: string;
  label: string;
  day: SummaryActivityDay;
}

/**
 * The program with each activity's day: a program line naming an activity of the package gets
 * its day; an activity no line names is added after the lines.
 */
export function summaryProgramItems({
  programLines,
  activities,
  gift,
}: Pick<SummaryContent, 'programLines' | 'activities' | 'gift'>): SummaryProgramItem[] {
  const dayOf = (date: string | null): SummaryActivityDay =>
    gift ? null : date ? { kind: 'date', date } : { kind: 'toChoose' };
  const byId = new Map(activities.map((activity) => [activity.activityId, activity]));
  const named = new Set<number>();
  const items: SummaryProgramItem[] = programLines.map((line, index) => {
    const activity = line.activityId === null ? undefined : byId.get(line.activityId);
    if (activity) named.add(activity.activityId);
    return {
      key: `line-${index}`,
      label: line.label,
      day: activity ? dayOf(activity.date) : null,
    };
  });
  for (const activity of activities) {
    if (named.has(activity.activityId)) continue;
    items.push({ key: `activity-${activity.activityId}`, label: activity.title, day: dayOf(activity.date) });
  }
  return items;
}
