import { describe, expect, it } from 'vitest';
import { cancellationDeadline, localTaxTotal, lowestPriceOfStay, roomsNeeded, stayPrice } from './stay';

const content = {
  breakfastIncluded: true,
  breakfastPrice: 1500,
  dinners: 1,
  dinnerPrice: 4500,
  activityPrice: 3000,
  discountPct: 0,
};
const double = { capacity: 2, maxCapacity: 3 };

describe('roomsNeeded', () => {
  it('fills rooms at their standard capacity for adults', () => {
    expect(roomsNeeded({ adults: 2, children: 0, babies: 0 }, double)).toBe(1);
    expect(roomsNeeded({ adults: 3, children: 0, babies: 0 }, double)).toBe(2);
    expect(roomsNeeded({ adults: 20, children: 0, babies: 0 }, double)).toBe(10);
  });

  it('S-019 lets a family share one room up to its maximum capacity', () => {
    expect(roomsNeeded({ adults: 2, children: 1, babies: 0 }, double)).toBe(1);
    expect(roomsNeeded({ adults: 2, children: 2, babies: 0 }, double)).toBe(2);
  });

  it('puts babies in their parents’ room', () => {
    expect(roomsNeeded({ adults: 2, children: 0, babies: 2 }, double)).toBe(1);
  });
});

describe('stayPrice', () => {
  it('adds room nights and per-person extras for 2 adults', () => {
    const price = stayPrice({
      nightlyRates: [10000, 12000],
      nbRooms: 1,
      pax: { adults: 2, children: 0, babies: 0 },
      content,
    });
    // rooms 22,000 + 2 × (2 × 1,500 + 4,500 + 3,000) = 22,000 + 21,000
    expect(price).toMatchObject({
      sellPrice: 43000,
      refPrice: 43000,
      promoPercentageRounded: 0,
      nights: 2,
      nbRooms: 1,
    });
  });

  it('charges children half the extras and babies nothing', () => {
    const price = stayPrice({
      nightlyRates: [10000],
      nbRooms: 1,
      pax: { adults: 2, children: 1, babies: 1 },
      content: { ...content, dinners: 0, activityPrice: 0 },
    });
    expect(price.sellPrice).toBe(10000 + 2 * 1500 + 750);
  });

  it('S-252 applies the discount and reports the rounded-up promo from the reference price', () => {
    const price = stayPrice({
      nightlyRates: [9999],
      nbRooms: 1,
      pax: { adults: 2, children: 0, babies: 0 },
      content: { ...content, breakfastIncluded: false, dinners: 0, activityPrice: 0, discountPct: 15 },
    });
    expect(price.refPrice).toBe(9999);
    expect(price.sellPrice).toBe(8499);
    expect(price.promoPercentageRounded).toBe(16);
    expect(price.moneySaved).toBe(1500);
  });
});

describe('lowestPriceOfStay', () => {
  const twoAdults = { adults: 2, children: 0, babies: 0 };

  it('EU Omnibus compares like with like: the same nights, rooms and travellers at the lowest rate', () => {
    const stay = { nights: 2, nbRooms: 1, pax: twoAdults, content };
    expect(lowestPriceOfStay(9000, stay)).toBe(
      stayPrice({ nightlyRates: [9000, 9000], nbRooms: 1, pax: twoAdults, content }).sellPrice,
    );
    // One night more, one room more or one traveller more costs more at the same rate.
    expect(lowestPriceOfStay(9000, { ...stay, nights: 3 })).toBeGreaterThan(lowestPriceOfStay(9000, stay));
    expect(lowestPriceOfStay(9000, { ...stay, nights: 1 })).toBeLessThan(lowestPriceOfStay(9000, stay));
    expect(lowestPriceOfStay(9000, { ...stay, nbRooms: 2 })).toBeGreaterThan(lowestPriceOfStay(9000, stay));
    expect(lowestPriceOfStay(9000, { ...stay, pax: { ...twoAdults, adults: 3 } })).toBeGreaterThan(
      lowestPriceOfStay(9000, stay),
    );
  });

  it('EU Omnibus applies the package’s discount as the price does', () => {
    const stay = { nights: 1, nbRooms: 1, pax: twoAdults, content: { ...content, discountPct: 20 } };
    expect(lowestPriceOfStay(10000, stay)).toBe(
      stayPrice({ nightlyRates: [10000], nbRooms: 1, pax: twoAdults, content: stay.content }).sellPrice,
    );
  });
});

describe('localTaxTotal (G-42)', () => {
  it('S-230 per person per night counts adults and nights', () => {
    expect(
      localTaxTotal(
        { type: 'PER_PERSON_PER_NIGHT', amount: 250, toBePaidAtHotel: true },
        { adults: 2, nights: 3, sellPrice: 50000 },
      ),
    ).toBe(1500);
  });

  it('S-230 a booking percentage rounds up to the cent', () => {
    expect(
      localTaxTotal(
        { type: 'BOOKING_PERCENTAGE', percentage: 12.5, toBePaidAtHotel: true },
        { adults: 2, nights: 2, sellPrice: 33333 },
      ),
    ).toBe(4167);
  });
});

describe('cancellationDeadline', () => {
  it('is the given number of days before the checkin', () => {
    expect(cancellationDeadline('2026-06-20', { cancellable: true, days: 7 }, '2026-06-01')).toBe(
      '2026-06-13',
    );
  });

  it('is null for a non-cancellable offer or a passed deadline', () => {
    expect(cancellationDeadline('2026-06-20', { cancellable: false, days: 7 }, '2026-06-01')).toBeNull();
    expect(cancellationDeadline('2026-06-05', { cancellable: true, days: 7 }, '2026-06-01')).toBeNull();
    expect(cancellationDeadline('2026-06-08', { cancellable: true, days: 7 }, '2026-06-01')).toBe(
      '2026-06-01',
    );
  });
});
