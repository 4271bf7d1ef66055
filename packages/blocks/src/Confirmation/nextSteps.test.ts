import { describe, expect, it } from 'vitest';
import { confirmedOrder, giftOrder, pendingOrder } from '../fixtures/checkout';
import { nextSteps } from './nextSteps';

describe('nextSteps', () => {
  it('G-62 sends a confirmation email and gives the arrival day of a stay', () => {
    expect(nextSteps(confirmedOrder)).toEqual([
      { kind: 'emailSent', email: 'camille.martin@example.fr' },
      { kind: 'hotelExpects', checkin: '2026-12-11' },
    ]);
  });

  it('G-62 sends the e-voucher of a digital gift by email', () => {
    expect(nextSteps(giftOrder)).toEqual([{ kind: 'eVoucherSent', email: 'camille.martin@example.fr' }]);
  });

  it('delivers a gift box in 2 to 4 working days (002 §9)', () => {
    const boxOrder = {
      ...giftOrder,
      summary: { ...giftOrder.summary, gift: { format: 'physical' as const, nights: 2, upsellAmount: null } },
    };
    expect(nextSteps(boxOrder).map((step) => step.kind)).toEqual(['emailSent', 'boxDelivery']);
  });

  it('promises nothing while the payment is being confirmed or after it failed', () => {
    expect(nextSteps(pendingOrder)).toEqual([]);
    expect(nextSteps({ ...confirmedOrder, status: 'FAILED' })).toEqual([]);
  });
});
