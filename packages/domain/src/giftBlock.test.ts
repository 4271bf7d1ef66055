import { describe, expect, it } from 'vitest';
import type { GiftContent } from './api/content';
import { GIFT_BLOCK_PLACEHOLDERS, giftBlockColumns, giftCards } from './giftBlock';

const content: GiftContent = {
  locale: 'fr_FR',
  singleVoucherURL: 'https://www.escale.fr/fr/search?flow=gifting',
  boxURL: 'https://www.escale-coffrets.fr/',
  giftcardURL: 'https://www.escale.fr/fr/giftcard/customization',
  activityOnlyURL: 'https://www.escale.fr/fr/activities/search',
};

describe('giftCards', () => {
  it('S-393 lists gift stays, gift boxes, gift card and activity gift in that order', () => {
    expect(giftCards(content).map((card) => card.kind)).toEqual([
      'singleVoucher',
      'box',
      'giftcard',
      'activity',
    ]);
    expect(giftCards(content)[1]).toEqual({ kind: 'box', url: 'https://www.escale-coffrets.fr/' });
  });

  it('S-394 leaves out a card whose URL is missing or blank', () => {
    const cards = giftCards({ ...content, boxURL: undefined, activityOnlyURL: '  ' });
    expect(cards.map((card) => card.kind)).toEqual(['singleVoucher', 'giftcard']);
  });

  it('S-394 has no card without gift content', () => {
    expect(giftCards(undefined)).toEqual([]);
    expect(giftCards({ locale: 'it_IT' })).toEqual([]);
  });
});

describe('giftBlockColumns', () => {
  it('S-395 uses three columns when the count divides by three', () => {
    expect(giftBlockColumns(3)).toBe(3);
  });

  it('S-395 keeps every other count on one row', () => {
    expect(giftBlockColumns(1)).toBe(1);
    expect(giftBlockColumns(2)).toBe(2);
    expect(giftBlockColumns(4)).toBe(4);
  });

  it('S-396 shows three placeholders while loading', () => {
    expect(GIFT_BLOCK_PLACEHOLDERS).toBe(3);
  });
});
