import { GIFT_CARD_VALIDITY_MONTHS } from './giftCard';
import { addMonths } from './isoDate';

// How long a gift stays valid (001 §9, S-281): a single voucher one year from its purchase, a box
// one and a half years, a gift card one year, an activity voucher 12 months.

export const voucherKinds = ['SINGLEVOUCHER', 'BOX', 'GIFTCARD', 'ACTIVITY'] as const;
export type VoucherKind = (typeof voucherKinds)[number];

export const VOUCHER_VALIDITY_MONTHS: Record<VoucherKind, number> = {
  SINGLEVOUCHER: 12,
  BOX: 18,
  GIFTCARD: GIFT_CARD_VALIDITY_MONTHS,
  ACTIVITY: 12,
};

export const voucherStatuses = ['ISSUED', 'REDEEMED'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];

/** The last day a voucher bought on `purchaseDay` can be used; the 29th of February ends on the 28th. */
export function voucherValidUntil(purchaseDay: string, kind: VoucherKind): string {
  return addMonths(purchaseDay, VOUCHER_VALIDITY_MONTHS[kind]);
}
