// The kinds of product sold (001 §1, S-305): a single voucher (a stay given), a box, a gift card and
// an activity voucher. An order sells a stay booked for oneself or one of them.

export const productTypes = ['SINGLEVOUCHER', 'BOX', 'GIFTCARD', 'DIGITAL_ACTIVITY_ONLY'] as const;
export type ProductType = (typeof productTypes)[number];

/** What an order sells: a dated stay, or a gift or an activity that gives a voucher. */
export const orderProductTypes = [
  'STAY',
  'SINGLEVOUCHER',
  'BOX',
  'GIFTCARD',
  'DIGITAL_ACTIVITY_ONLY',
] as const;
export type OrderProductType = (typeof orderProductTypes)[number];
