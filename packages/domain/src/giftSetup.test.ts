import { describe, expect, it } from 'vitest';
import {
  defaultGiftSetup,
  type GiftSetup,
  giftCalendarMonths,
  giftCalendarMonthsFrom,
  giftCheckoutHref,
  giftDayStatus,
  giftNightsOptions,
  giftSetupHash,
  giftSetupTotal,
  parseGiftSetupHash,
  withGiftNights,
} from './giftSetup';

const clock = { today: '2026-11-28', hour: 10 };
const nightsOptions = [1, 2, 3];
const parse = (hash: string) => parseGiftSetupHash(hash, { nightsOptions, clock });

describe('gift nights', () => {
  it('S-269 run from the smallest to the largest key of the nights price table', () => {
    expect(giftNightsOptions([3, 1])).toEqual([1, 2, 3]);
    expect(giftNightsOptions(['2', '5', '3'])).toEqual([2, 3, 4, 5]);
    expect(giftNightsOptions([2])).toEqual([2]);
    expect(giftNightsOptions([])).toEqual([]);
  });
});

describe('gift set-up hash', () => {
  it('S-258 reads giftNights, giftFormat, bucket, upsell, night, giftAdults, hotelId and checkin', () => {
    expect(
      parse(
        '#giftNights=2&giftFormat=physical&bucket=3&upsell=availability&night=2&giftAdults=2&hotelId=412&checkin=2026-12-18',
      ),
    ).toEqual({
      giftNights: 2,
      giftFormat: 'physical',
      bucket: 3,
      upsell: 'availability',
      night: 2,
      giftAdults: 2,
      hotelId: 412,
      checkin: '2026-12-18',
    } satisfies GiftSetup);
  });

  it('S-260 defaults to the digital format, the shortest gift and no upsell', () => {
    expect(parse('')).toEqual(defaultGiftSetup(nightsOptions));
    expect(parse('').giftFormat).toBe('digital');
    expect(parse('').giftNights).toBe(1);
    expect(parse('').upsell).toBe('none');
    expect(parse('').giftAdults).toBe(2);
  });

  it('S-258 falls back to the defaults for values that are not valid', () => {
    const garbage = parse(
      'giftNights=9&giftFormat=box&bucket=4&upsell=yes&giftAdults=0&hotelId=abc&checkin=2026-11-01&night=x',
    );
    expect(garbage).toEqual(defaultGiftSetup(nightsOptions));
    expect(parse('giftNights=-1&bucket=1.5&giftAdults=99&hotelId=0&checkin=2026-02-30')).toEqual(
      defaultGiftSetup(nightsOptions),
    );
    // The night always follows the gift's nights, and only with a checkin.
    expect(parse('giftNights=3&night=1&checkin=2026-12-04')).toMatchObject({
      night: 3,
      checkin: '2026-12-04',
    });
    expect(parse('giftNights=3&night=3')).toMatchObject({ night: null, checkin: null });
  });

  it('S-258 writes a hash that reads back the same, with the sub-elements after it', () => {
    const setup: GiftSetup = {
      ...defaultGiftSetup(nightsOptions),
      giftNights: 2,
      giftFormat: 'physical',
      bucket: 2,
      upsell: 'availability',
      hotelId: 7,
      checkin: '2026-12-18',
      night: 2,
    };
    const hash = giftSetupHash(setup, [
      ['se1', '11,12'],
      ['se2', 'default'],
    ]);
    expect(hash).toBe(
      'giftNights=2&giftFormat=physical&bucket=2&upsell=availability&giftAdults=2&hotelId=7&checkin=2026-12-18&night=2&se1=11,12&se2=default',
    );
    expect(parse(hash)).toEqual(setup);
    expect(giftSetupHash(defaultGiftSetup(nightsOptions))).toBe(
      'giftNights=1&giftFormat=digital&upsell=none&giftAdults=2',
    );
  });

  it('other gift nights drop the chosen day', () => {
    const dated = parse('giftNights=1&checkin=2026-12-18');
    expect(withGiftNights(dated, 2)).toMatchObject({ giftNights: 2, checkin: null, night: null });
  });
});

describe('gift calendar day status', () => {
  const gift = { giftAmount: 25_000, giftNights: 2 };

  it('S-268 a day worth the gift or less is included', () => {
    expect(giftDayStatus({ amount: 25_000, minLos: 1 }, gift)).toEqual({ status: 'included' });
    expect(giftDayStatus({ amount: 19_900, minLos: 2 }, gift)).toEqual({ status: 'included' });
  });

  it('S-268 a dearer day shows its supplement, price minus gift amount', () => {
    expect(giftDayStatus({ amount: 25_001, minLos: 1 }, gift)).toEqual({
      status: 'supplement',
      supplement: 1,
    });
    expect(giftDayStatus({ amount: 31_000, minLos: 2 }, gift)).toEqual({
      status: 'supplement',
      supplement: 6_000,
    });
  });

  it('S-268 a day without a stay, or whose minimum stay exceeds the gift nights, is notAvailable', () => {
    expect(giftDayStatus(null, gift)).toEqual({ status: 'notAvailable' });
    expect(giftDayStatus(undefined, gift)).toEqual({ status: 'notAvailable' });
    expect(giftDayStatus({ minLos: 3 }, gift)).toEqual({ status: 'notAvailable' });
    expect(giftDayStatus({ amount: 20_000, minLos: 3 }, gift)).toEqual({ status: 'notAvailable' });
  });
});

describe('gift total', () => {
  it('S-263 adds shipping and the sub-elements to a physical gift only', () => {
    const parts = { giftPrice: 25_000, shippingCost: 490, subElementsPrice: 1_500 };
    expect(giftSetupTotal({ ...parts, giftFormat: 'physical' })).toBe(26_990);
    expect(giftSetupTotal({ ...parts, giftFormat: 'digital' })).toBe(25_000);
  });
});

describe('gift checkout', () => {
  it('S-237 carries the nights, the format and a physical gift’s extras to the checkout', () => {
    const setup = { ...defaultGiftSetup(nightsOptions), giftNights: 2, giftFormat: 'physical' as const };
    expect(
      giftCheckoutHref('/fr', { productId: 42, setup, subElements: { 1: [11, 12], 2: 'default' } }),
    ).toBe(
      '/fr/checkout#id=42&offerId=42&a=2&c=0&b=0&giftNights=2&giftFormat=physical&se1=11,12&se2=default',
    );
    expect(
      giftCheckoutHref('/es', {
        productId: 42,
        setup: defaultGiftSetup(nightsOptions),
        subElements: { 1: [11] },
      }),
    ).toBe('/es/checkout#id=42&offerId=42&a=2&c=0&b=0&giftNights=1&giftFormat=digital');
  });

  it('S-267 carries the availability upsell to the checkout', () => {
    const setup = { ...defaultGiftSetup(nightsOptions), upsell: 'availability' as const };
    expect(giftCheckoutHref('/nl-be', { productId: 42, setup, subElements: {} })).toBe(
      '/nl-be/checkout#id=42&offerId=42&a=2&c=0&b=0&giftNights=1&giftFormat=digital&upsell=availability',
    );
  });
});

describe('gift calendar months', () => {
  it('start at the current month, one or two of them', () => {
    expect(giftCalendarMonthsFrom('2026-11-28', 2)).toEqual(['2026-11', '2026-12']);
    expect(giftCalendarMonthsFrom('2026-12-31', 2)).toEqual(['2026-12', '2027-01']);
    expect(giftCalendarMonthsFrom('2026-12-31', 1)).toEqual(['2026-12']);
  });

  it('S-268 gives every day of each month its status, a day without data notAvailable', () => {
    const [february] = giftCalendarMonths(
      { '2027-02-05': { amount: 20_000, minLos: 1 }, '2027-02-06': { amount: 26_000, minLos: 1 } },
      ['2027-02'],
      { giftAmount: 25_000, giftNights: 1 },
    );
    expect(february?.days).toHaveLength(28);
    expect(february?.days[4]).toEqual({ date: '2027-02-05', status: { status: 'included' } });
    expect(february?.days[5]).toEqual({
      date: '2027-02-06',
      status: { status: 'supplement', supplement: 1_000 },
    });
    expect(february?.days[0]?.status).toEqual({ status: 'notAvailable' });
  });
});
