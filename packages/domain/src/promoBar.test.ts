import { describe, expect, it } from 'vitest';
import { promoBarSchema } from './api/content';
import { type PromoBar, promoBarFor } from './promoBar';

const bar = (partial: Partial<PromoBar>): PromoBar => ({
  internalCode: 'spring',
  flow: 'booking',
  page: ['home', 'search'],
  links: [{ label: '-20% on spas', url: '/fr/lp/spa', newTab: false, variant: 'default' }],
  ...partial,
});

describe('promoBarFor', () => {
  it('S-368 shows a bar that matches the page and the flow', () => {
    expect(promoBarFor([bar({})], { page: 'search', flow: 'booking' })?.internalCode).toBe('spring');
  });

  it('S-368 shows nothing on another page or flow', () => {
    expect(promoBarFor([bar({})], { page: 'product', flow: 'booking' })).toBeUndefined();
    expect(promoBarFor([bar({})], { page: 'home', flow: 'gifting' })).toBeUndefined();
  });

  it('S-368 shows nothing for a bar without links, and takes the next match', () => {
    const bars = [bar({ internalCode: 'empty', links: [] }), bar({ internalCode: 'next' })];
    expect(promoBarFor(bars, { page: 'home', flow: 'booking' })?.internalCode).toBe('next');
    expect(promoBarFor([bars[0] as PromoBar], { page: 'home', flow: 'booking' })).toBeUndefined();
  });
});

describe('promoBarSchema', () => {
  it('S-369 defaults a link to the same tab and the default variant', () => {
    const parsed = promoBarSchema.parse({
      internalCode: 'x',
      flow: 'gifting',
      page: ['home'],
      links: [{ label: 'Gift cards', url: '/fr/giftcard/customization' }],
    });
    expect(parsed.links[0]).toEqual({
      label: 'Gift cards',
      url: '/fr/giftcard/customization',
      newTab: false,
      variant: 'default',
    });
  });

  it('refuses a variant other than default or black', () => {
    const parsed = promoBarSchema.safeParse(
      bar({ links: [{ label: 'a', url: '/a', newTab: false, variant: 'red' as 'black' }] }),
    );
    expect(parsed.success).toBe(false);
  });
});
