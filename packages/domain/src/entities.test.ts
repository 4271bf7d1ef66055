import { describe, expect, it } from 'vitest';
import { cardViews, itemCategories, priceTypes } from './entities';

describe('entities', () => {
  it('S-132 has the six card views', () => {
    expect(cardViews).toEqual(['NORMAL', 'GIFT', 'CONDENSED', 'MODIFICATION', 'ACTIVITY', 'HOTEL']);
  });

  it('S-246 has the item categories and the final and from price types', () => {
    expect(itemCategories).toEqual(['weekend', 'single_voucher', 'activity']);
    expect(priceTypes).toEqual(['final', 'from']);
  });
});
