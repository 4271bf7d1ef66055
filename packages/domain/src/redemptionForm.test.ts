import { describe, expect, it } from 'vitest';
import {
  boxStaysLimit,
  redemptionCalendar,
  redemptionFormValues,
  redemptionMonths,
  redemptionRefusal,
  redemptionRequestFromForm,
  supplementOf,
  voucherCodeIssue,
} from './redemptionForm';
import { generateVoucherCode } from './voucherCode';
import { voucherCoverage, voucherSupplement } from './voucherCoverage';

const form = (fields: Record<string, string>) => ({ get: (name: string) => fields[name] ?? null });

const beneficiary = {
  civility: 'MRS',
  firstName: 'Léa',
  lastName: 'Dubois',
  email: 'lea.dubois@example.fr',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '3 rue Haute',
  postalCode: '69001',
  city: 'Lyon',
  country: 'FR',
};

describe('redemptionMonths', () => {
  it('starts at this month and never goes past the month the voucher ends in', () => {
    expect(redemptionMonths('2026-06-14', '2027-06-14', null)).toEqual({
      first: '2026-06',
      months: ['2026-06', '2026-07'],
      earlier: null,
      later: '2026-08',
    });
    expect(redemptionMonths('2026-06-14', '2027-06-14', '2027-06')).toMatchObject({
      first: '2027-06',
      months: ['2027-06'],
      earlier: '2027-04',
      later: null,
    });
  });

  it('keeps an asked month within the validity and ignores one that is not a month', () => {
    expect(redemptionMonths('2026-06-14', '2026-09-30', '2025-01').first).toBe('2026-06');
    expect(redemptionMonths('2026-06-14', '2026-09-30', '2030-01').first).toBe('2026-09');
    expect(redemptionMonths('2026-06-14', '2026-09-30', 'soon').first).toBe('2026-06');
  });
});

describe('redemptionCalendar', () => {
  it('S-268 keeps the API day statuses, and a missing day or one after the validity is notAvailable', () => {
    const months = redemptionCalendar(
      {
        '2026-06-28': { status: 'included' },
        '2026-06-29': { status: 'supplement', supplement: 4_000 },
        '2026-06-30': { status: 'included' },
      },
      ['2026-06'],
      '2026-06-29',
    );
    const days = months[0]?.days ?? [];
    expect(days).toHaveLength(30);
    expect(days[27]).toEqual({ date: '2026-06-28', status: { status: 'included' } });
    expect(days[28]?.status).toEqual({ status: 'supplement', supplement: 4_000 });
    expect(days[29]?.status).toEqual({ status: 'notAvailable' });
    expect(days[0]?.status).toEqual({ status: 'notAvailable' });
    expect(supplementOf(months, '2026-06-29')).toBe(4_000);
    expect(supplementOf(months, '2026-06-28')).toBe(0);
    expect(supplementOf(months, '2026-06-30')).toBeNull();
  });
});

describe('redemptionRequestFromForm', () => {
  it('reads the code, the day, its supplement and the beneficiary', () => {
    const code = generateVoucherCode();
    const asked = redemptionRequestFromForm(
      form({ ...beneficiary, code, checkinDate: '2026-07-03', expectedSupplement: '2500' }),
      'fr_FR',
    );
    expect(asked).toMatchObject({
      kind: 'request',
      request: {
        code,
        checkinDate: '2026-07-03',
        expectedSupplement: 2_500,
        beneficiary: { firstName: 'Léa', email: 'lea.dubois@example.fr' },
      },
    });
  });

  it('refuses a form without a day or with a field to fix, naming each', () => {
    const asked = redemptionRequestFromForm(
      form({ ...beneficiary, code: generateVoucherCode(), email: 'lea@', checkinDate: '' }),
      'fr_FR',
    );
    expect(asked).toEqual({
      kind: 'refused',
      errors: { email: 'EMAIL_INVALID', checkinDate: 'CHOOSE_OPTION' },
    });
  });
});

describe('redemptionFormValues for a box’s voucher (S-489)', () => {
  it('keeps the stay chosen and the pages of stays shown; "Choose another stay" forgets the stay', () => {
    const code = generateVoucherCode();
    expect(redemptionFormValues(form({ code, offerId: '100411', stayPage: '2' }))).toMatchObject({
      offerId: 100_411,
      stayPage: 2,
    });
    expect(redemptionFormValues(form({ code, offerId: '100411', stays: '1' }))).toMatchObject({
      offerId: null,
      listStays: true,
    });
    expect(redemptionFormValues(form({ code, offerId: '100411' })).listStays).toBe(false);
    expect(redemptionFormValues(form({ code, filter: '1' })).listStays).toBe(true);
    expect(redemptionFormValues(form({ code, offerId: 'abc', stayPage: '-1' }))).toMatchObject({
      offerId: null,
      stayPage: 0,
    });
    expect(redemptionFormValues(form({ code, stayPage: '900' })).stayPage).toBe(5);
    const filters = new FormData();
    for (const [name, value] of [
      ['code', code],
      ['stars', '5'],
      ['stars', '3'],
      ['stars', '9'],
      ['stayDay', '2027-02-05'],
    ])
      filters.append(name ?? '', value ?? '');
    expect(redemptionFormValues(filters)).toMatchObject({ stayStars: [3, 5], stayDay: '2027-02-05' });
    expect(redemptionFormValues(form({ code, stayDay: '5 février' }))).toMatchObject({
      stayStars: [],
      stayDay: '',
    });
    expect(boxStaysLimit(0)).toBe(8);
    expect(boxStaysLimit(2)).toBe(24);
  });

  it('S-489 asks for the stay chosen among the box’s, and for no stay when none is', () => {
    const code = generateVoucherCode();
    const fields = { ...beneficiary, code, checkinDate: '2026-07-03', expectedSupplement: '0' };
    const chosen = redemptionRequestFromForm(form({ ...fields, offerId: '100411' }), 'fr_FR');
    expect(chosen.kind === 'request' && chosen.request.offerId).toBe(100_411);
    const single = redemptionRequestFromForm(form(fields), 'fr_FR');
    expect(single.kind === 'request' && 'offerId' in single.request).toBe(false);
  });
});

describe('voucherCoverage (S-489)', () => {
  it('a box pays any of its stays in full; a single voucher pays its value and the rest is the supplement', () => {
    expect(voucherSupplement(voucherCoverage({ kind: 'BOX', value: 14_990 }), 40_000)).toBe(0);
    expect(voucherSupplement(voucherCoverage({ kind: 'SINGLEVOUCHER', value: 14_990 }), 16_000)).toBe(1_010);
    expect(voucherSupplement(voucherCoverage({ kind: 'SINGLEVOUCHER', value: 14_990 }), 12_000)).toBe(0);
  });
});

describe('voucherCodeIssue', () => {
  it('catches an empty code and a typo before anything is sent', () => {
    const code = generateVoucherCode();
    const typo = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(voucherCodeIssue(' ')).toBe('MANDATORY');
    expect(voucherCodeIssue(typo)).toBe('INVALID');
    expect(voucherCodeIssue(code.toLowerCase().replaceAll('-', ' '))).toBeNull();
  });
});

describe('redemptionRefusal', () => {
  it('names why a code or a booking is refused', () => {
    const refusal = (status: number, code: string | null, issues: { path: string; message: string }[] = []) =>
      redemptionRefusal({ status, code, issues });
    expect(refusal(404, 'NOT_FOUND').problem).toBe('unknownCode');
    expect(refusal(409, 'VOUCHER_USED').problem).toBe('used');
    expect(refusal(410, 'VOUCHER_EXPIRED').problem).toBe('expired');
    expect(refusal(429, 'TOO_MANY_ATTEMPTS').problem).toBe('tooManyAttempts');
    expect(refusal(409, 'SOLD_OUT').problem).toBe('soldOut');
    expect(refusal(402, 'PAYMENT_DECLINED').problem).toBe('declined');
    expect(refusal(422, 'AMOUNT_MISMATCH').problem).toBe('priceChanged');
    expect(
      refusal(400, 'BAD_REQUEST', [{ path: 'beneficiary.email', message: 'Email seems incorrect' }]),
    ).toEqual({
      problem: 'fixFields',
      errors: { email: 'EMAIL_INVALID' },
    });
    expect(refusal(400, 'BAD_REQUEST', [{ path: 'code', message: 'Voucher code seems incorrect' }])).toEqual({
      problem: 'unknownCode',
      errors: { code: 'INVALID' },
    });
  });
});
