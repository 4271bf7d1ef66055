import type { VoucherKind } from './voucherValidity';

/**
 * What a voucher pays of its stay's price, in cents; null when it pays all of it. A box's voucher
 * covers any of the box's stays on any day one can start: the box's price is what its hotels accept
 * for them. A single voucher covers its value, and its beneficiary pays the rest (000 §1).
 */
export const voucherCoverage = (voucher: { kind: VoucherKind; value: number }): number | null =>
  voucher.kind === 'BOX' ? null : voucher.value;

/** What the beneficiary pays on top of a voucher that covers `coverage` of a stay at `price`. */
export const voucherSupplement = (coverage: number | null, price: number): number =>
  coverage === null ? 0 : Math.max(0, price - coverage);
