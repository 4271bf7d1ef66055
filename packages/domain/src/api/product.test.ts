import { describe, expect, it } from 'vitest';
import { quoteSchema } from './product';

const quote = {
  bookable: true,
  priceInfo: {
    sellPrice: 59850,
    refPrice: 63000,
    promoPercentageRounded: 0,
    moneySaved: 3150,
    priceType: 'final',
    nights: 2,
    nbRooms: 1,
    pricePerNight: 30000,
    checkin: '2026-12-18',
    lowestPrice30Days: null,
  },
  reservationCriteria: {
    offerId: 100472,
    pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
    travelPeriod: { checkinDate: '2026-12-18', checkoutDate: '2026-12-20' },
    activityDaySelections: [],
  },
  localTaxTotalAmount: 1200,
  roomsAmountMessage: null,
  programLineList: [],
  cancellationPolicy: { isCancellable: true, cancellationDeadline: '2026-12-04' },
  activityDates: [],
};

describe('quote contract', () => {
  it('S-247 a quote is accepted only when bookable and priced', () => {
    expect(quoteSchema.safeParse(quote).success).toBe(true);
    expect(quoteSchema.safeParse({ ...quote, bookable: false }).success).toBe(false);
    const { priceInfo: _priceInfo, ...unpriced } = quote;
    expect(quoteSchema.safeParse(unpriced).success).toBe(false);
  });
});
