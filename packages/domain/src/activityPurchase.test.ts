import { describe, expect, it } from 'vitest';
import {
  type ActivityPrice,
  activityCheckoutHref,
  activityPaxBounds,
  activityPaxOf,
  activityPriceFor,
} from './activityPurchase';

const price = (adults: number, sellPrice: number): ActivityPrice => ({
  paxComposition: { adults },
  sellPrice,
  barPrice: sellPrice + 1000,
  promoPercentageRounded: 10,
  moneySaved: 1000,
});
const prices = [price(1, 4900), price(2, 8900)];

describe('activity purchase', () => {
  it('S-288 S-289 bounds the participants by the prices’ pax counts, within 1 to 2', () => {
    expect(activityPaxBounds(prices)).toEqual({ min: 1, max: 2 });
    expect(activityPaxBounds([price(2, 8900)])).toEqual({ min: 2, max: 2 });
    expect(activityPaxBounds([price(1, 4900), price(4, 15000)])).toEqual({ min: 1, max: 1 });
  });

  it('S-283 S-288 reads the participants from the hash key a; a missing or impossible value shows the minimum', () => {
    expect(activityPaxOf('#a=1', prices)).toBe(1);
    expect(activityPaxOf('a=2', prices)).toBe(2);
    // No value: the default party of 2.
    expect(activityPaxOf('', prices)).toBe(2);
    expect(activityPaxOf('', [price(1, 4900)])).toBe(1);
    for (const hash of ['#a=3', '#a=0', '#a=x', '#a=-1', '#a=']) expect(activityPaxOf(hash, prices)).toBe(1);
  });

  it('S-290 prices the participants chosen', () => {
    expect(activityPriceFor(prices, 2)?.sellPrice).toBe(8900);
    expect(activityPriceFor(prices, 3)).toBeNull();
  });

  it('S-286 goes to the checkout route plus the id, with id and a, and customType=OWN_USE for oneself', () => {
    expect(activityCheckoutHref('/fr', 70012, 2, 'ownUse')).toBe(
      '/fr/checkout/70012?customType=OWN_USE#id=70012&a=2',
    );
    expect(activityCheckoutHref('/be/nl', 70012, 1, 'gift')).toBe('/be/nl/checkout/70012#id=70012&a=1');
  });
});
