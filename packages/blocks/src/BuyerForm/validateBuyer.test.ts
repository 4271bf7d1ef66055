import { describe, expect, it } from 'vitest';
import { type BuyerValues, buyerFieldError, firstInvalidBuyerField, validateBuyer } from './validateBuyer';

const valid: BuyerValues = {
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  phoneNumber: '06 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
  specialRequest: '',
};

describe('validateBuyer', () => {
  it('finds nothing wrong with a complete buyer', () => {
    expect(validateBuyer(valid)).toEqual({});
  });

  it('S-424 a required field left empty is "Mandatory field"; the special request is optional', () => {
    expect(validateBuyer({})).toEqual({
      civility: 'field.mandatory',
      firstName: 'field.mandatory',
      lastName: 'field.mandatory',
      email: 'field.mandatory',
      phoneNumber: 'field.mandatory',
      addressLine: 'field.mandatory',
      postalCode: 'field.mandatory',
      city: 'field.mandatory',
      country: 'field.mandatory',
    });
    expect(validateBuyer({ ...valid, city: '   ' })).toEqual({ city: 'field.mandatory' });
  });

  it('refuses a civility or a country outside the lists', () => {
    expect(validateBuyer({ ...valid, civility: 'DR', country: 'US' })).toEqual({
      civility: 'field.mandatory',
      country: 'field.mandatory',
    });
  });
});

describe('buyerFieldError', () => {
  it('S-422 names take letters, spaces, hyphens and apostrophes only', () => {
    for (const name of ['Anne-Sophie', "D'Angelo", 'D’Angelo', 'Van der Berg', 'Łukasz', 'Núñez', 'Zoë'])
      expect(buyerFieldError('firstName', name), name).toBeNull();
    for (const name of ['Anna3', 'Anna_B', 'anna@', '-Anna', 'Anna.'])
      expect(buyerFieldError('lastName', name), name).toBe('buyerForm.textOnly');
  });

  it('S-421 the email must look valid', () => {
    expect(buyerFieldError('email', 'anna@gmail.com')).toBeNull();
    expect(buyerFieldError('email', ' anna.rossi+resa@libero.it ')).toBeNull();
    for (const email of ['anna', 'anna@', 'anna@gmail', 'anna@gmail.c', 'an na@gmail.com', '@gmail.com'])
      expect(buyerFieldError('email', email), email).toBe('buyerForm.emailInvalid');
  });

  it('S-423 the phone takes digits, spaces, parentheses, plus and minus only', () => {
    expect(buyerFieldError('phoneNumber', '06 12 34 56 78')).toBeNull();
    expect(buyerFieldError('phoneNumber', '+32 (0)2-123-45-67')).toBeNull();
    expect(buyerFieldError('phoneNumber', '06 12 AB 56 78')).toBe('buyerForm.phoneInvalid');
    expect(buyerFieldError('phoneNumber', '06.12.34.56.78')).toBe('buyerForm.phoneInvalid');
  });

  it('S-423 an e164 phone value has no error', () => {
    expect(buyerFieldError('phoneNumber', '+33612345678')).toBeNull();
    expect(buyerFieldError('phoneNumber', '+393471234567')).toBeNull();
  });

  it('wants 6 to 15 digits, as the server does', () => {
    expect(buyerFieldError('phoneNumber', '12345')).toBe('buyerForm.phoneInvalid');
    expect(buyerFieldError('phoneNumber', '123456')).toBeNull();
    expect(buyerFieldError('phoneNumber', '123456789012345')).toBeNull();
    expect(buyerFieldError('phoneNumber', '1234567890123456')).toBe('buyerForm.phoneInvalid');
  });

  it('leaves the special request free', () => {
    expect(buyerFieldError('specialRequest', '')).toBeNull();
    expect(buyerFieldError('specialRequest', 'Lit bébé, merci !')).toBeNull();
  });
});

describe('firstInvalidBuyerField', () => {
  it('follows the order of the form, not of the errors', () => {
    expect(firstInvalidBuyerField({ city: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidBuyerField({ civility: 'field.mandatory', firstName: 'x' })).toBe('civility');
    expect(firstInvalidBuyerField({})).toBeNull();
  });
});
