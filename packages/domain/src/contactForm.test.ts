import { describe, expect, it } from 'vitest';
import {
  CONTACT_ORG_ID,
  CONTACT_REQUESTS,
  contactFieldIssue,
  contactFieldsOf,
  contactLanguageCode,
  contactPostOf,
  contactReasons,
  validateContact,
} from './contactForm';

const valid = {
  bookingNumber: '12345678',
  name: 'Anne-Sophie d’Arc',
  email: 'anne@example.fr',
  phone: '+33 6 12 34 56 78',
  description: 'Pouvez-vous renvoyer ma confirmation ?',
};

describe('contact form', () => {
  it('S-418 maps each reason to its request type and subtype', () => {
    expect(contactReasons.map((reason) => [reason, CONTACT_REQUESTS[reason]])).toEqual([
      ['avv_info', { requestType: 'Hotel Activity information request', requestSubtype: '' }],
      ['booking_info', { requestType: 'Information/request', requestSubtype: '' }],
      ['emailconf', { requestType: 'Information/request', requestSubtype: 'Confirmation email' }],
      ['modification', { requestType: 'Modification', requestSubtype: '' }],
      ['cancellation', { requestType: 'Cancellation Request', requestSubtype: '' }],
      ['complaint', { requestType: 'Complaint', requestSubtype: '' }],
      ['other', { requestType: '', requestSubtype: '' }],
    ]);
  });

  it('S-419 asks for a booking number of exactly 8 digits, but not about an activity', () => {
    expect(contactFieldIssue('booking_info', 'bookingNumber', '12345678')).toBeNull();
    for (const wrong of ['1234567', '123456789', '1234 5678', 'ABCDEFGH'])
      expect(contactFieldIssue('booking_info', 'bookingNumber', wrong)).toBe('BOOKING_NUMBER_INVALID');
    expect(contactFieldsOf('avv_info')).not.toContain('bookingNumber');
    expect(contactFieldIssue('avv_info', 'bookingNumber', '')).toBeNull();
    expect(validateContact('avv_info', { ...valid, bookingNumber: '' })).toEqual({});
  });

  it('S-420 every shown field is mandatory', () => {
    expect(validateContact('complaint', {})).toEqual({
      bookingNumber: 'MANDATORY',
      name: 'MANDATORY',
      email: 'MANDATORY',
      phone: 'MANDATORY',
      description: 'MANDATORY',
    });
    expect(validateContact('complaint', valid)).toEqual({});
  });

  it('S-421 S-422 S-423 checks the e-mail, the name and the phone; an e164 number passes', () => {
    expect(contactFieldIssue('other', 'email', 'anne@example')).toBe('EMAIL_INVALID');
    expect(contactFieldIssue('other', 'name', 'R2D2')).toBe('TEXT_ONLY');
    expect(contactFieldIssue('other', 'phone', '06 12 34 56 78 ext')).toBe('PHONE_INVALID');
    expect(contactFieldIssue('other', 'phone', '+32470123456')).toBeNull();
    expect(contactFieldIssue('other', 'phone', '(0)6 12-34-56-78')).toBeNull();
  });

  it('S-431 sends the language, combined with the country for Belgium', () => {
    expect(
      (['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const).map(contactLanguageCode),
    ).toEqual(['fr', 'es', 'it', 'nl', 'fr_BE', 'nl_BE']);
  });
});

describe('contact post', () => {
  it('S-428 posts the fields the reason shows with the request it files and the market’s hidden codes', () => {
    const post = contactPostOf(
      'avv_info',
      { ...valid, name: '  Anne  ' },
      { locale: 'fr_BE', country: 'BE' },
      '/be/fr/contact',
    );
    expect(post).toEqual({
      Booking_ID__c: '',
      contact_reason: 'avv_info',
      description: valid.description,
      email: valid.email,
      name: 'Anne',
      phone: valid.phone,
      requestType: 'Hotel Activity information request',
      requestSubtype: '',
      orgid: CONTACT_ORG_ID,
      status: 'New',
      type: 'Hotel Activity information request',
      subtype: '',
      language: 'fr_BE',
      country: 'BE',
      retURL: '/be/fr/contact',
    });
  });
});
