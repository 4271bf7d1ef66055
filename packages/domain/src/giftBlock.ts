import type { GiftContent } from './api/content';

// The gift block and the header's gift drawer (002 §2 Gift block, §3 Gift content per locale):
// up to four cards, each opening the gift shop of its kind in a new tab.

/** The kinds of gift, in the order the cards show them (S-393). */
export const giftCardKinds = ['singleVoucher', 'box', 'giftcard', 'activity'] as const;
export type GiftCardKind = (typeof giftCardKinds)[number];

export interface GiftCard {
  kind: GiftCardKind;
  url: string;
}

const urlOf: Record<GiftCardKind, (content: GiftContent) => string | undefined> = {
  singleVoucher: (content) => content.singleVoucherURL,
  box: (content) => content.boxURL,
  giftcard: (content) => content.giftcardURL,
  activity: (content) => content.activityOnlyURL,
};

/**
 * The cards of the gift block (S-393, S-394): gift stays, gift boxes, gift card and activity gift,
 * each left out when its URL is missing or blank.
 */
export function giftCards(content: GiftContent | undefined): GiftCard[] {
  if (!content) return [];
  return giftCardKinds.flatMap((kind) => {
    const url = urlOf[kind](content)?.trim();
    return url ? [{ kind, url }] : [];
  });
}

/** Cards shown while the gift content loads (S-396). */
export const GIFT_BLOCK_PLACEHOLDERS = 3;

/** Desktop columns of the gift block (S-395): three when the count divides by three, else one row. */
export function giftBlockColumns(cardCount: number): number {
  return cardCount > 0 && cardCount % 3 === 0 ? 3 : Math.max(1, cardCount);
}
