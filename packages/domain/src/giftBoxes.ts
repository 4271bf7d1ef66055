import type { GiftFormat } from './criteria';
import { boxPromo, promoPercent } from './prices';
import { checkoutRoute, type Route } from './routes';
import { NO_SUB_ELEMENTS, type SubElementSelection, subElementHashEntries } from './subElements';

// Gift boxes (001 §2.8, §3 Box product detail; 002 §3 Gift box, §9): a box is sold digital (an
// e-box, its code ending EBOX) or physical; listings show the digital codes only.

/** Box offers per page (001 §9, S-297). */
export const BOX_OFFERS_PAGE_SIZE = 8;

/** The end of every digital box code (002 §9). */
export const DIGITAL_BOX_SUFFIX = 'EBOX';

/** A box listing keeps only the codes ending EBOX (001 §2.8, 002 §9). */
export function isDigitalBoxCode(code: string): boolean {
  return code.endsWith(DIGITAL_BOX_SUFFIX);
}

export interface BoxPricing {
  /** The price shown first: the reference price on promotion, otherwise the price paid. */
  price: number;
  /** The price paid when the box is on promotion, otherwise null. */
  promoPrice: number | null;
  /** Percent, rounded up; 0 at 5 % or less (002 §9). */
  discount: number;
}

/**
 * The prices a box card shows (002 §9), in cents: from its value (the price paid) and its reference
 * price, the discount rounded up, shown only above 5 %. Without a promotion shown, the card shows
 * the value alone, so the displayed price is always the price paid.
 */
export function boxPricing(value: number, referencePrice: number | null | undefined): BoxPricing {
  const discount = boxPromo(promoPercent(value, referencePrice));
  return discount > 0 && referencePrice
    ? { price: referencePrice, promoPrice: value, discount }
    : { price: value, promoPrice: null, discount: 0 };
}

/** The checkout of a gift box (S-293): its code and format in the hash, a physical box's extras (S-279). */
export function boxCheckoutRoute(
  code: string,
  format: GiftFormat,
  selection: SubElementSelection = NO_SUB_ELEMENTS,
): Route {
  const params = new URLSearchParams({ code, giftFormat: format });
  if (format === 'physical') {
    for (const [key, value] of subElementHashEntries(selection)) params.set(key, value);
  }
  return checkoutRoute(params.toString().replace(/%2C/g, ','));
}
