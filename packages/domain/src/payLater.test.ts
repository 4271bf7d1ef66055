import { describe, expect, it } from 'vitest';
import type { Eligibility } from './api/orders';
import {
  DEFERRED_PAYMENT_MIN_DAYS,
  type DeferralConditions,
  daysUntilArrival,
  deferredPaymentDate,
  hasPayLaterOption,
  INSTALMENT_AMOUNT_RANGES,
  INSTALMENT_MIN_DAYS,
  instalmentAmounts,
  isDeferralOffered,
  isDeferredPaymentEligible,
  isInstalmentEligible,
  isPayLaterMarket,
  isWalletPayLaterAvailable,
  PAY_LATER_LOCALES,
  payLaterOptions,
  paymentChoices,
} from './payLater';

const today = '2026-06-01';

describe('daysUntilArrival', () => {
  it('counts whole days, across months', () => {
    expect(daysUntilArrival('2026-06-06', today)).toBe(5);
    expect(daysUntilArrival('2026-07-01', today)).toBe(30);
    expect(daysUntilArrival('2026-05-31', today)).toBe(-1);
  });
});

describe('isDeferredPaymentEligible', () => {
  it('S-324 needs the arrival at least 5 days away', () => {
    expect(DEFERRED_PAYMENT_MIN_DAYS).toBe(5);
    expect(isDeferredPaymentEligible({ checkin: '2026-06-05', today })).toBe(false);
    expect(isDeferredPaymentEligible({ checkin: '2026-06-06', today })).toBe(true);
    expect(isDeferredPaymentEligible({ checkin: '2026-12-18', today })).toBe(true);
  });
});

describe('isInstalmentEligible', () => {
  const far = '2026-06-08';
  it('S-325 pays in 3x from 200 to 2,000 € with the arrival at least 7 days away', () => {
    expect(INSTALMENT_MIN_DAYS).toBe(7);
    expect(INSTALMENT_AMOUNT_RANGES[3]).toEqual({ min: 20_000, max: 200_000 });
    expect(isInstalmentEligible(3, { amount: 19_999, checkin: far, today })).toBe(false);
    expect(isInstalmentEligible(3, { amount: 20_000, checkin: far, today })).toBe(true);
    expect(isInstalmentEligible(3, { amount: 200_000, checkin: far, today })).toBe(true);
    expect(isInstalmentEligible(3, { amount: 200_001, checkin: far, today })).toBe(false);
    expect(isInstalmentEligible(3, { amount: 50_000, checkin: '2026-06-07', today })).toBe(false);
  });

  it('S-326 pays in 4x from 250 to 2,000 € with the arrival at least 7 days away', () => {
    expect(isInstalmentEligible(4, { amount: 24_999, checkin: far, today })).toBe(false);
    expect(isInstalmentEligible(4, { amount: 25_000, checkin: far, today })).toBe(true);
    expect(isInstalmentEligible(4, { amount: 200_000, checkin: far, today })).toBe(true);
    expect(isInstalmentEligible(4, { amount: 200_001, checkin: far, today })).toBe(false);
    expect(isInstalmentEligible(4, { amount: 50_000, checkin: '2026-06-07', today })).toBe(false);
  });
});

describe('deferredPaymentDate', () => {
  it('S-328 takes the payment 2 days before check-in without a deadline', () => {
    expect(deferredPaymentDate('2026-12-18', null)).toBe('2026-12-16');
    expect(deferredPaymentDate('2026-03-01', null)).toBe('2026-02-27');
  });

  it('S-328 takes it on the cancellation deadline when that comes first (G-39)', () => {
    expect(deferredPaymentDate('2026-12-18', '2026-12-04')).toBe('2026-12-04');
  });

  it('keeps 2 days before check-in when the deadline is later', () => {
    expect(deferredPaymentDate('2026-12-18', '2026-12-17')).toBe('2026-12-16');
    expect(deferredPaymentDate('2026-12-18', '2026-12-16')).toBe('2026-12-16');
  });
});

describe('instalmentAmounts', () => {
  it('S-327 splits the amount and puts the fee in the first payment', () => {
    expect(instalmentAmounts(60_000, 3, 1_200)).toEqual([21_200, 20_000, 20_000]);
    expect(instalmentAmounts(60_000, 4)).toEqual([15_000, 15_000, 15_000, 15_000]);
  });

  it('gives the cents that do not divide to the first payment', () => {
    const payments = instalmentAmounts(59_851, 4, 0);
    expect(payments).toEqual([14_965, 14_962, 14_962, 14_962]);
    expect(payments.reduce((sum, part) => sum + part, 0)).toBe(59_851);
  });
});

describe('payLaterOptions', () => {
  const market = { locale: 'fr_FR', isCancellable: true };
  const december = {
    amount: 59_850,
    checkin: '2026-12-18',
    today,
    cancellationDeadline: '2026-12-04',
  };

  it('S-323 offers no deferred payment for a non-cancellable offer, instalments still', () => {
    const options = payLaterOptions({ ...december, locale: 'fr_FR', isCancellable: false });
    expect(options.deferred).toBeNull();
    expect(options.instalments.map((plan) => plan.count)).toEqual([3, 4]);
  });

  it('S-330 offers nothing outside fr_FR, es_ES, fr_BE and nl_BE', () => {
    for (const locale of ['it_IT', 'nl_NL']) {
      expect(payLaterOptions({ ...december, locale, isCancellable: true }), locale).toEqual({
        deferred: null,
        instalments: [],
      });
    }
    for (const locale of PAY_LATER_LOCALES) {
      expect(hasPayLaterOption(payLaterOptions({ ...december, locale, isCancellable: true })), locale).toBe(
        true,
      );
    }
  });

  it('offers deferred payment, 3x and 4x for a 598.50 € stay in December', () => {
    const options = payLaterOptions({
      ...market,
      amount: 59_850,
      checkin: '2026-12-18',
      today,
      cancellationDeadline: '2026-12-04',
      fees: { 3: 900, 4: 1_200 },
    });
    expect(options.deferred).toEqual({ date: '2026-12-04', amount: 59_850 });
    expect(options.instalments).toEqual([
      { count: 3, first: 20_850, rest: 19_950, fee: 900, total: 60_750 },
      { count: 4, first: 16_164, rest: 14_962, fee: 1_200, total: 61_050 },
    ]);
    expect(hasPayLaterOption(options)).toBe(true);
  });

  it('offers 3x only between 200 and 250 €', () => {
    const options = payLaterOptions({
      ...market,
      amount: 22_000,
      checkin: '2026-06-20',
      today,
      cancellationDeadline: null,
    });
    expect(options.instalments.map((plan) => plan.count)).toEqual([3]);
    expect(options.instalments[0]?.fee).toBe(0);
  });

  it('offers only deferred payment 5 or 6 days before arrival', () => {
    const options = payLaterOptions({
      ...market,
      amount: 59_850,
      checkin: '2026-06-07',
      today,
      cancellationDeadline: null,
    });
    expect(options.deferred).toEqual({ date: '2026-06-05', amount: 59_850 });
    expect(options.instalments).toEqual([]);
  });

  it('offers nothing 4 days before arrival (G-41 hides the information)', () => {
    const options = payLaterOptions({
      ...market,
      amount: 59_850,
      checkin: '2026-06-05',
      today,
      cancellationDeadline: null,
    });
    expect(options).toEqual({ deferred: null, instalments: [] });
    expect(hasPayLaterOption(options)).toBe(false);
  });
});

describe('isWalletPayLaterAvailable', () => {
  it('S-329 offers the wallet pay-later in es_ES and it_IT from 30 to 2,000 € (G-40)', () => {
    expect(isWalletPayLaterAvailable('es_ES', 3_000)).toBe(true);
    expect(isWalletPayLaterAvailable('it_IT', 200_000)).toBe(true);
    expect(isWalletPayLaterAvailable('it_IT', 2_999)).toBe(false);
    expect(isWalletPayLaterAvailable('es_ES', 200_001)).toBe(false);
    expect(isWalletPayLaterAvailable('fr_FR', 50_000)).toBe(false);
  });

  it('S-330 lists the markets of the card pay-later feature', () => {
    expect(PAY_LATER_LOCALES).toEqual(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE']);
  });
});

const allowed: DeferralConditions = {
  siteAllows: true,
  flagOn: true,
  hasFinalPrice: true,
  isCancellable: true,
};

const eligibility: Eligibility = {
  paymentMethods: [
    { type: 'DEFERRED', paymentFee: 0, installments: [{ dueDate: '2026-12-09', amount: 43_800 }] },
    {
      type: 'INSTALMENTS_3X',
      paymentFee: 394,
      installments: [
        { dueDate: '2026-11-23', amount: 14_994 },
        { dueDate: '2026-12-23', amount: 14_600 },
        { dueDate: '2027-01-23', amount: 14_600 },
      ],
    },
    { type: 'INSTALMENTS_4X', paymentFee: 526, installments: [] },
  ],
};

const methods = (input: Partial<Parameters<typeof paymentChoices>[0]>) =>
  paymentChoices({ locale: 'fr_FR', amount: 43_800, eligibility, deferral: allowed, ...input }).map(
    (choice) => choice.method,
  );

describe('isDeferralOffered', () => {
  it('S-323 offers the card-payment deferral when the site allows it, the flag is on, the price is final and the offer cancellable', () => {
    expect(isDeferralOffered(allowed)).toBe(true);
  });

  it.each(['siteAllows', 'flagOn', 'hasFinalPrice', 'isCancellable'] as const)(
    'S-323 hides the deferral when %s is false',
    (condition) => {
      expect(isDeferralOffered({ ...allowed, [condition]: false })).toBe(false);
    },
  );
});

describe('isPayLaterMarket', () => {
  it('S-330 is fr_FR, es_ES, fr_BE and nl_BE only', () => {
    expect(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'].every(isPayLaterMarket)).toBe(true);
    expect(isPayLaterMarket('it_IT')).toBe(false);
    expect(isPayLaterMarket('nl_NL')).toBe(false);
  });
});

describe('paymentChoices', () => {
  it('offers the card then 3x, 4x and the deferral, in that order, whatever the answer order', () => {
    expect(methods({})).toEqual(['CARD', 'INSTALMENTS_3X', 'INSTALMENTS_4X', 'DEFERRED']);
  });

  it('G-59 keeps the card alone when the eligibility call failed or answered nothing', () => {
    expect(methods({ eligibility: null })).toEqual(['CARD']);
    expect(methods({ eligibility: { paymentMethods: [] } })).toEqual(['CARD']);
  });

  it('S-330 offers no pay-later option outside its markets', () => {
    expect(methods({ locale: 'nl_NL' })).toEqual(['CARD']);
    expect(methods({ locale: 'it_IT' })).toEqual(['CARD']);
    expect(methods({ locale: 'nl_BE' })).toHaveLength(4);
  });

  it('S-323 drops only the deferral when the offer is not cancellable or the flag is off', () => {
    expect(methods({ deferral: { ...allowed, isCancellable: false } })).toEqual([
      'CARD',
      'INSTALMENTS_3X',
      'INSTALMENTS_4X',
    ]);
    expect(methods({ deferral: { ...allowed, flagOn: false } })).not.toContain('DEFERRED');
  });

  it('G-41 offers only the plans the eligibility answered', () => {
    const only4x: Eligibility = {
      paymentMethods: eligibility.paymentMethods.filter((m) => m.type === 'INSTALMENTS_4X'),
    };
    expect(methods({ eligibility: only4x })).toEqual(['CARD', 'INSTALMENTS_4X']);
  });

  it('S-327 keeps the answered schedule, or splits the amount with the fee in the first payment', () => {
    const choices = paymentChoices({ locale: 'fr_FR', amount: 43_800, eligibility, deferral: allowed });
    const threeX = choices.find((choice) => choice.method === 'INSTALMENTS_3X');
    const fourX = choices.find((choice) => choice.method === 'INSTALMENTS_4X');
    expect(threeX?.installments.map((i) => i.amount)).toEqual([14_994, 14_600, 14_600]);
    expect(fourX?.fee).toBe(526);
    expect(fourX?.installments).toEqual([
      { dueDate: null, amount: 11_476 },
      { dueDate: null, amount: 10_950 },
      { dueDate: null, amount: 10_950 },
      { dueDate: null, amount: 10_950 },
    ]);
  });
});
