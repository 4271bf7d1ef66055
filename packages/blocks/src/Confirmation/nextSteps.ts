import { type Order, summaryGiftFormat } from '@escale/domain';

/** What happens after the order (G-62; 002 §9 "Physical delivery is 2 to 4 working days, free"). */
export type NextStep =
  | { kind: 'emailSent'; email: string }
  | { kind: 'hotelExpects'; checkin: string }
  | { kind: 'eVoucherSent'; email: string }
  | { kind: 'boxDelivery' };

/**
 * The next steps of a confirmed order: for a stay, the confirmation email and the day the hotel
 * expects the guests; for a digital gift (a stay, a box, a gift card), the e-voucher sent by email; for a gift box, the
 * confirmation email and the free delivery in 2 to 4 working days. Nothing while the payment is
 * being confirmed or when it failed: no email has gone yet.
 */
export function nextSteps(order: Pick<Order, 'status' | 'buyer' | 'summary'>): NextStep[] {
  if (order.status !== 'CONFIRMED') return [];
  const { email } = order.buyer;
  const { stay } = order.summary;
  const giftFormat = summaryGiftFormat(order.summary);
  if (giftFormat === 'digital') return [{ kind: 'eVoucherSent', email }];
  if (giftFormat === 'physical') return [{ kind: 'emailSent', email }, { kind: 'boxDelivery' }];
  const steps: NextStep[] = [{ kind: 'emailSent', email }];
  if (stay) steps.push({ kind: 'hotelExpects', checkin: stay.checkin });
  return steps;
}
