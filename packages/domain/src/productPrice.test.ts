import { describe, expect, it } from 'vitest';
import type { OfferPrice } from './api/offer';
import type { OfferListItem, ProductQuote } from './api/product';
import { isDefaultPax, type Loaded, repricedOr, type StayPriceInput, stayPriceStatus } from './productPrice';

const price = { sellPrice: 43_800, nights: 2 } as OfferPrice;
const otherPrice = { sellPrice: 39_000, nights: 2 } as OfferPrice;
const quote = { bookable: true } as ProductQuote;
const offers = (current: boolean): Loaded<{ offers: OfferListItem[] }> => ({
  status: 'ready',
  data: { offers: [{ current, priceInfo: otherPrice } as OfferListItem] },
});

const base: StayPriceInput = {
  productLabel: 'Week-end détente',
  isQuoted: false,
  quote: { status: 'idle' },
  isUnbookable: (error) => error === 'unbookable',
  offers: { status: 'loading', previous: null },
  serverPrice: price,
  isServerStay: true,
};

describe('stayPriceStatus', () => {
  it('S-246 shows the server’s from-price while the offers load for the stay it rendered', () => {
    expect(stayPriceStatus(base)).toEqual({ status: 'from', price, lowestPrice30Days: null });
    expect(stayPriceStatus({ ...base, isServerStay: false })).toEqual({ status: 'loading' });
  });

  it('S-246 takes the current offer’s from-price once the offers are there', () => {
    expect(stayPriceStatus({ ...base, offers: offers(true) })).toMatchObject({
      status: 'from',
      price: otherPrice,
    });
    expect(stayPriceStatus({ ...base, offers: offers(false) })).toEqual({
      status: 'error',
      productLabel: 'Week-end détente',
    });
  });

  it('S-249 keeps the server’s price when the offers fail, and says so without one', () => {
    const failed = { ...base, offers: { status: 'error', error: new Error('500') } } as const;
    expect(stayPriceStatus(failed)).toMatchObject({ status: 'from', price });
    expect(stayPriceStatus({ ...failed, serverPrice: null })).toMatchObject({ status: 'error' });
  });

  it('S-209 S-249 with dates: the quote, unavailable for a stay not for sale, else the error', () => {
    const quoted = { ...base, isQuoted: true };
    expect(stayPriceStatus({ ...quoted, quote: { status: 'ready', data: quote } })).toEqual({
      status: 'quote',
      quote,
    });
    expect(stayPriceStatus({ ...quoted, quote: { status: 'error', error: 'unbookable' } })).toEqual({
      status: 'unavailable',
    });
    expect(stayPriceStatus({ ...quoted, quote: { status: 'error', error: 'down' } })).toMatchObject({
      status: 'error',
    });
    expect(stayPriceStatus({ ...quoted, quote: { status: 'loading', previous: null } })).toEqual({
      status: 'loading',
    });
  });
});

describe('repricedOr', () => {
  it('S-195 shows the server’s data, the previous answer while the next loads, then the new one', () => {
    expect(repricedOr({ status: 'idle' }, 'server')).toEqual({ data: 'server', isRepricing: false });
    expect(repricedOr({ status: 'loading', previous: null }, 'server')).toEqual({
      data: 'server',
      isRepricing: true,
    });
    expect(repricedOr({ status: 'loading', previous: 'before' }, 'server')).toEqual({
      data: 'before',
      isRepricing: true,
    });
    expect(repricedOr({ status: 'ready', data: 'new' }, 'server')).toEqual({
      data: 'new',
      isRepricing: false,
    });
    expect(repricedOr({ status: 'error', error: null }, 'server')).toEqual({
      data: 'server',
      isRepricing: false,
    });
  });
});

describe('isDefaultPax', () => {
  it('S-016 is 2 adults, no child, no baby', () => {
    expect(isDefaultPax({ adults: 2, children: 0, babies: 0 })).toBe(true);
    expect(isDefaultPax({ adults: 2, children: 1, babies: 0 })).toBe(false);
    expect(isDefaultPax({ adults: 3, children: 0, babies: 0 })).toBe(false);
  });
});
