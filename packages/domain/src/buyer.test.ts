import { describe, expect, it } from 'vitest';
import { buyerSchema } from './api/orders';
import {
  BUYER_FIELD_MAX_LENGTH,
  type BuyerField,
  buyerFieldIssue,
  buyerFields,
  buyerOf,
  firstInvalidBuyerField,
  validateBuyer,
} from './buyer';
import { buyerValues } from './fixtures';
import { issueCodeOf } from './issues';

const valid = buyerValues;

describe('validateBuyer', () => {
  it('finds nothing wrong with a complete buyer', () => {
    expect(validateBuyer(valid)).toEqual({});
  });

  it('S-424 a required field left empty is "Mandatory field"; the special request is optional', () => {
    expect(validateBuyer({})).toEqual({
      civility: 'MANDATORY',
      firstName: 'MANDATORY',
      lastName: 'MANDATORY',
      email: 'MANDATORY',
      phoneNumber: 'MANDATORY',
      addressLine: 'MANDATORY',
      postalCode: 'MANDATORY',
      city: 'MANDATORY',
      country: 'MANDATORY',
    });
    expect(validateBuyer({ ...valid, city: '   ' })).toEqual({ city: 'MANDATORY' });
  });

  it('refuses a civility or a country outside the lists', () => {
    expect(validateBuyer({ ...valid, civility: 'DR', country: 'US' })).toEqual({
      civility: 'MANDATORY',
      country: 'MANDATORY',
    });
  });
});

/** The issue the order's buyer schema finds in one field's value: what the API would answer. */
function schemaIssue(field: Exclude<BuyerField, 'specialRequest'>, value: string) {
  if (value.trim() === '') return 'MANDATORY';
  const result = buyerSchema.shape[field].safeParse(value.trim());
  if (result.success) return null;
  if (field === 'civility' || field === 'country') return 'MANDATORY';
  const code = issueCodeOf(result.error.issues[0]?.message ?? '');
  return code === 'MANDATORY' || code === 'TEXT_ONLY' || code === 'EMAIL_INVALID' || code === 'PHONE_INVALID'
    ? code
    : 'INVALID';
}

describe('buyerFieldIssue', () => {
  it('G-61 finds in every field what the order schema finds, without the schema', () => {
    const samples = [
      '',
      '   ',
      'MR',
      'MRS',
      'mr',
      'FR',
      'BE',
      'XX',
      'Anne-Marie',
      "D'Artagnan",
      'Zoë Ørsted',
      'R2-D2',
      'a'.repeat(50),
      'a'.repeat(51),
      'a'.repeat(120),
      'a'.repeat(121),
      '75011',
      '1'.repeat(21),
      'anna@gmail.com',
      ' anna@gmail.com ',
      'anna@gmail',
      'anna@@gmail.com',
      `${'a'.repeat(245)}@gmail.com`,
      '+33 (0)6 12-34-56-78',
      '12345',
      '0612345678901234',
      '06.12.34.56.78',
    ];
    const fields = buyerFields.filter((field) => field !== 'specialRequest');
    for (const field of fields) {
      for (const value of samples) {
        expect(buyerFieldIssue(field, value), `${field} "${value}"`).toBe(schemaIssue(field, value));
      }
    }
  });

  it('S-421 checks the email as the order schema does: whatever the form lets through, the API takes', () => {
    for (const email of [
      'anna@gmail.com',
      'a.b-c+d@sub.example.co.uk',
      'anna@gmail.c',
      'anna@@gmail.com',
      'é@x.fr',
    ]) {
      const formAccepts = buyerFieldIssue('email', email) === null;
      expect(buyerSchema.shape.email.safeParse(email).success, email).toBe(formAccepts);
    }
  });

  it('S-422 names take letters, spaces, hyphens and apostrophes only', () => {
    for (const name of ['Anne-Sophie', "D'Angelo", 'D’Angelo', 'Van der Berg', 'Łukasz', 'Núñez', 'Zoë'])
      expect(buyerFieldIssue('firstName', name), name).toBeNull();
    for (const name of ['Anna3', 'Anna_B', 'anna@', '-Anna', 'Anna.'])
      expect(buyerFieldIssue('lastName', name), name).toBe('TEXT_ONLY');
  });

  it('S-421 the email must look valid', () => {
    expect(buyerFieldIssue('email', 'anna@gmail.com')).toBeNull();
    expect(buyerFieldIssue('email', ' anna.rossi+resa@libero.it ')).toBeNull();
    for (const email of ['anna', 'anna@', 'anna@gmail', 'anna@gmail.c', 'an na@gmail.com', '@gmail.com'])
      expect(buyerFieldIssue('email', email), email).toBe('EMAIL_INVALID');
  });

  it('S-423 the phone takes digits, spaces, parentheses, plus and minus only', () => {
    expect(buyerFieldIssue('phoneNumber', '06 12 34 56 78')).toBeNull();
    expect(buyerFieldIssue('phoneNumber', '+32 (0)2-123-45-67')).toBeNull();
    expect(buyerFieldIssue('phoneNumber', '06 12 AB 56 78')).toBe('PHONE_INVALID');
    expect(buyerFieldIssue('phoneNumber', '06.12.34.56.78')).toBe('PHONE_INVALID');
  });

  it('S-423 an e164 phone value has no error', () => {
    expect(buyerFieldIssue('phoneNumber', '+33612345678')).toBeNull();
    expect(buyerFieldIssue('phoneNumber', '+393471234567')).toBeNull();
  });

  it('wants 6 to 15 digits, as the server does', () => {
    expect(buyerFieldIssue('phoneNumber', '12345')).toBe('PHONE_INVALID');
    expect(buyerFieldIssue('phoneNumber', '123456')).toBeNull();
    expect(buyerFieldIssue('phoneNumber', '123456789012345')).toBeNull();
    expect(buyerFieldIssue('phoneNumber', '1234567890123456')).toBe('PHONE_INVALID');
  });

  it('leaves the special request free', () => {
    expect(buyerFieldIssue('specialRequest', '')).toBeNull();
    expect(buyerFieldIssue('specialRequest', 'Lit bébé, merci !')).toBeNull();
  });
});

describe('firstInvalidBuyerField', () => {
  it('follows the order of the form, not of the errors', () => {
    expect(firstInvalidBuyerField({ city: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidBuyerField({ civility: 'MANDATORY', firstName: 'x' })).toBe('civility');
    expect(firstInvalidBuyerField({})).toBeNull();
  });
});

describe('buyerOf', () => {
  it('S-338 builds the order buyer from the form, trimmed, and the schema takes it', () => {
    const buyer = buyerOf({ ...valid, firstName: '  Camille ' });
    expect(buyer.firstName).toBe('Camille');
    expect(buyerSchema.safeParse(buyer).success).toBe(true);
  });
});

describe('BUYER_FIELD_MAX_LENGTH', () => {
  it('S-342 gives each field the length the order schema allows', () => {
    expect(BUYER_FIELD_MAX_LENGTH).toEqual({
      firstName: 50,
      lastName: 50,
      email: 254,
      addressLine: 120,
      postalCode: 20,
      city: 60,
      specialRequest: 500,
    });
  });
});
