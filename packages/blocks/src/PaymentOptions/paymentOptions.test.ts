import { type Eligibility, SANDBOX_CARDS } from '@escale/domain';
import { describe, expect, it } from 'vitest';
import {
  type DeferralConditions,
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
  isCardCvcValid,
  isCardExpiryValid,
  isCardNumberValid,
  isDeferralOffered,
  isPayLaterMarket,
  paymentChoices,
} from './paymentOptions';

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

describe('card fields', () => {
  it('groups the card number by 4 as it is typed, up to 19 digits', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242-4242a4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM/YY, the slash once the year starts', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12/34')).toBe('12/34');
    expect(formatCardExpiry('12345')).toBe('12/34');
    expect(formatCardCvc('12a345')).toBe('1234');
  });

  it('accepts the sandbox test cards and refuses a mistyped number', () => {
    for (const number of Object.values(SANDBOX_CARDS)) {
      expect(isCardNumberValid(formatCardNumber(number))).toBe(true);
    }
    expect(isCardNumberValid('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumberValid('4242 4242 42')).toBe(false);
    expect(isCardNumberValid('4242-4242-4242-4242')).toBe(false);
  });

  it('checks the expiry month and the security code length', () => {
    expect(isCardExpiryValid('01/27')).toBe(true);
    expect(isCardExpiryValid('12/30')).toBe(true);
    expect(isCardExpiryValid('13/27')).toBe(false);
    expect(isCardExpiryValid('00/27')).toBe(false);
    expect(isCardExpiryValid('1/27')).toBe(false);
    expect(isCardCvcValid('123')).toBe(true);
    expect(isCardCvcValid('1234')).toBe(true);
    expect(isCardCvcValid('12')).toBe(false);
  });
});
