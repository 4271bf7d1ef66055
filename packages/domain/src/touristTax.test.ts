import { describe, expect, it } from 'vitest';
import {
  type LocalTax,
  localTaxRuleOf,
  TOURIST_TAX_DEFAULT_NIGHTS,
  TOURIST_TAX_DEFAULT_PARTICIPANTS,
  touristTaxEstimate,
} from './touristTax';

const perPerson: LocalTax = {
  type: 'PER_PERSON_PER_NIGHT',
  amount: 300,
  percentage: null,
  currency: 'EUR',
  toBePaidAtHotel: true,
};
const percentage: LocalTax = {
  type: 'BOOKING_PERCENTAGE',
  amount: null,
  percentage: 5,
  currency: 'EUR',
  toBePaidAtHotel: true,
};

describe('localTaxRuleOf', () => {
  it('S-230 reads an amount per person per night or a booking percentage, with toBePaidAtHotel', () => {
    expect(localTaxRuleOf(perPerson)).toEqual({
      type: 'PER_PERSON_PER_NIGHT',
      amount: 300,
      toBePaidAtHotel: true,
    });
    expect(localTaxRuleOf({ ...percentage, toBePaidAtHotel: false })).toEqual({
      type: 'BOOKING_PERCENTAGE',
      percentage: 5,
      toBePaidAtHotel: false,
    });
  });

  it('S-229 has no rule when the value its type needs is missing', () => {
    expect(localTaxRuleOf({ ...perPerson, amount: null })).toBeNull();
    expect(localTaxRuleOf({ ...percentage, percentage: null })).toBeNull();
  });
});

describe('touristTaxEstimate', () => {
  it('S-228 counts 1 night and 2 participants without dates', () => {
    expect(TOURIST_TAX_DEFAULT_NIGHTS).toBe(1);
    expect(TOURIST_TAX_DEFAULT_PARTICIPANTS).toBe(2);
    expect(touristTaxEstimate(perPerson)).toMatchObject({
      nights: 1,
      participants: 2,
      total: 600,
      isDefaultStay: true,
    });
  });

  it('G-42 multiplies the amount by the adults and the nights', () => {
    expect(touristTaxEstimate(perPerson, { nights: 2, participants: 2 })).toMatchObject({
      total: 1200,
      isDefaultStay: false,
    });
    expect(touristTaxEstimate(perPerson, { nights: 3, participants: 1 })?.total).toBe(900);
  });

  it('G-42 takes the percentage of the stay price, rounded up to the cent', () => {
    expect(touristTaxEstimate(percentage, { nights: 2, participants: 2, stayPrice: 59_850 })?.total).toBe(
      2993,
    );
    expect(touristTaxEstimate({ ...percentage, percentage: 1.5 }, { stayPrice: 10_001 })?.total).toBe(151);
  });

  it('has no total for a percentage without a stay price', () => {
    expect(touristTaxEstimate(percentage, { nights: 2 })).toMatchObject({ total: null, stayPrice: null });
  });

  it('S-229 is null without tax data', () => {
    expect(touristTaxEstimate(null, { nights: 2, participants: 2 })).toBeNull();
    expect(touristTaxEstimate({ ...perPerson, amount: null })).toBeNull();
  });
});
