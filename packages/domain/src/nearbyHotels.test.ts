import { describe, expect, it } from 'vitest';
import { NEARBY_HOTELS_LIMIT } from './api/hotel';
import type { OfferPrice } from './api/offer';
import { NEARBY_HOTELS_PER_SCROLL, nearbyHotelPrice } from './nearbyHotels';

const price = (partial: Partial<OfferPrice>): OfferPrice => ({
  sellPrice: 21000,
  refPrice: 21000,
  promoPercentageRounded: 0,
  moneySaved: 0,
  priceType: 'from',
  nights: 2,
  nbRooms: 1,
  pricePerNight: 10500,
  checkin: '2027-05-02',
  ...partial,
});

describe('nearby hotels carousel', () => {
  it('S-210 scrolls 3 hotels at a time, over at most 3 pages', () => {
    expect(NEARBY_HOTELS_PER_SCROLL).toBe(3);
    expect(NEARBY_HOTELS_LIMIT / NEARBY_HOTELS_PER_SCROLL).toBe(3);
  });
});

describe('nearbyHotelPrice', () => {
  it('S-251 shows the from-price per night without a promo', () => {
    expect(nearbyHotelPrice(price({}))).toEqual({
      amount: 10500,
      reference: null,
      promo: 0,
      priceType: 'from',
      lowestPrice30Days: null,
    });
  });

  it('S-251 S-147 a promo from 10 % shows with the reference price per night, rounded up', () => {
    expect(
      nearbyHotelPrice(
        price({
          sellPrice: 18000,
          pricePerNight: 9000,
          refPrice: 20001,
          promoPercentageRounded: 10,
          lowestPrice30Days: 17500,
        }),
      ),
    ).toEqual({ amount: 9000, reference: 10100, promo: 10, priceType: 'from', lowestPrice30Days: 17500 });
  });

  it('S-147 a promo below 10 % counts as none', () => {
    const shown = nearbyHotelPrice(
      price({ pricePerNight: 9500, refPrice: 20600, promoPercentageRounded: 9, lowestPrice30Days: 17500 }),
    );
    expect(shown.promo).toBe(0);
    expect(shown.reference).toBeNull();
    // EU price rules: the 30-day price goes with the promo it explains.
    expect(shown.lowestPrice30Days).toBeNull();
  });
});
