import { describe, expect, it } from 'vitest';
import { voucherValidUntil } from './voucherValidity';

describe('voucherValidUntil', () => {
  it('S-281 a single voucher is valid one year, a box one and a half years', () => {
    expect(voucherValidUntil('2026-06-01', 'SINGLEVOUCHER')).toBe('2027-06-01');
    expect(voucherValidUntil('2026-06-01', 'BOX')).toBe('2027-12-01');
    expect(voucherValidUntil('2026-12-31', 'BOX')).toBe('2028-06-30');
  });

  it('S-281 a gift card is valid one year', () => {
    expect(voucherValidUntil('2026-06-01', 'GIFTCARD')).toBe('2027-06-01');
  });

  it('ends a voucher bought on the 29th of February on the 28th a year later', () => {
    expect(voucherValidUntil('2028-02-29', 'SINGLEVOUCHER')).toBe('2029-02-28');
  });
});
