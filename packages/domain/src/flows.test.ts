import { describe, expect, it } from 'vitest';
import {
  firesGiftLandingTest,
  homeFlowOf,
  isFlow,
  isSortKey,
  sortAfterFlowSwitch,
  sortKeys,
  sortOptionsFor,
  virtualFlow,
} from './flows';

describe('virtualFlow', () => {
  it('S-052 hotel counts as booking where a virtual flow is needed', () => {
    expect(virtualFlow('hotel')).toBe('booking');
    expect(virtualFlow('booking')).toBe('booking');
    expect(virtualFlow('gifting')).toBe('gifting');
    expect(virtualFlow('activity')).toBe('activity');
  });

  it('S-052 knows the four flows and nothing else', () => {
    expect(['booking', 'gifting', 'activity', 'hotel'].every(isFlow)).toBe(true);
    expect(isFlow('gift')).toBe(false);
    expect(isFlow(undefined)).toBe(false);
  });
});

describe('sortOptionsFor', () => {
  it('lists the booking sorts in the spec order', () => {
    expect(sortOptionsFor('booking', { hasLocation: true })).toEqual([
      'priceQuality',
      'distance',
      'promo',
      'priceAsc',
      'popularity',
    ]);
  });

  it('S-092 offers distance only when lat and lng exist', () => {
    for (const flow of ['booking', 'gifting', 'hotel'] as const) {
      expect(sortOptionsFor(flow, { hasLocation: true })).toContain('distance');
      expect(sortOptionsFor(flow, { hasLocation: false })).not.toContain('distance');
    }
  });

  it('S-093 offers promo in the booking flow only', () => {
    expect(sortOptionsFor('booking', { hasLocation: false })).toContain('promo');
    expect(sortOptionsFor('hotel', { hasLocation: false })).not.toContain('promo');
    expect(sortOptionsFor('gifting', { hasLocation: false })).not.toContain('promo');
  });

  it('S-094 offers priceAsc and popularity in the booking and hotel flows only', () => {
    expect(sortOptionsFor('hotel', { hasLocation: false })).toEqual([
      'priceQuality',
      'priceAsc',
      'popularity',
    ]);
    expect(sortOptionsFor('gifting', { hasLocation: false })).not.toContain('priceAsc');
    expect(sortOptionsFor('gifting', { hasLocation: false })).not.toContain('popularity');
  });

  it('S-095 offers svPriceDesc and svPriceAsc in the gifting flow only', () => {
    expect(sortOptionsFor('gifting', { hasLocation: true })).toEqual([
      'priceQuality',
      'distance',
      'svPriceDesc',
      'svPriceAsc',
    ]);
    expect(sortOptionsFor('booking', { hasLocation: true })).not.toContain('svPriceAsc');
  });

  it('S-099 offers no sort in the activity flow', () => {
    expect(sortOptionsFor('activity', { hasLocation: true })).toEqual([]);
  });

  it('recognises the seven sort keys', () => {
    expect(sortKeys.every(isSortKey)).toBe(true);
    expect(isSortKey('price')).toBe(false);
  });
});

describe('sortAfterFlowSwitch', () => {
  it('S-098 switching to gifting keeps only priceQuality or distance', () => {
    expect(sortAfterFlowSwitch('priceQuality', 'gifting')).toBe('priceQuality');
    expect(sortAfterFlowSwitch('distance', 'gifting')).toBe('distance');
    for (const sort of ['promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const) {
      expect(sortAfterFlowSwitch(sort, 'gifting')).toBeUndefined();
    }
  });

  it('S-099 switching to the activity flow drops the sort', () => {
    for (const sort of sortKeys) expect(sortAfterFlowSwitch(sort, 'activity')).toBeUndefined();
  });

  it('keeps a sort that booking or hotel offers and drops the gifting-only ones', () => {
    expect(sortAfterFlowSwitch('distance', 'booking')).toBe('distance');
    expect(sortAfterFlowSwitch('svPriceDesc', 'booking')).toBeUndefined();
    expect(sortAfterFlowSwitch('promo', 'hotel')).toBeUndefined();
    expect(sortAfterFlowSwitch('popularity', 'hotel')).toBe('popularity');
    expect(sortAfterFlowSwitch(undefined, 'booking')).toBeUndefined();
  });
});

describe('firesGiftLandingTest', () => {
  it('S-383 fires on the gifting flow with utm_content=giftlptest, and on nothing else', () => {
    expect(firesGiftLandingTest(new URLSearchParams('flow=gifting&utm_content=giftlptest'))).toBe(true);
    expect(
      firesGiftLandingTest(new URLSearchParams('utm_source=mail&flow=gifting&utm_content=giftlptest')),
    ).toBe(true);
    expect(firesGiftLandingTest(new URLSearchParams('flow=booking&utm_content=giftlptest'))).toBe(false);
    expect(firesGiftLandingTest(new URLSearchParams('flow=gifting&utm_content=other'))).toBe(false);
    expect(firesGiftLandingTest(new URLSearchParams('utm_content=giftlptest'))).toBe(false);
  });
});

describe('homeFlowOf', () => {
  it('S-381 a home follows its flow, and shows the booking home for hotel, nothing or anything else', () => {
    expect(homeFlowOf('gifting')).toBe('gifting');
    expect(homeFlowOf('activity')).toBe('activity');
    for (const flow of ['booking', 'hotel', null, '', 'GIFTING']) expect(homeFlowOf(flow)).toBe('booking');
  });
});
