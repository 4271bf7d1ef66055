import { describe, expect, it } from 'vitest';
import { localeSchema } from './api/common';
import { SERVICE_HOURS, servicePhoneFor, telHref } from './serviceNotice';

const countryCodes = { fr_FR: '33', es_ES: '34', it_IT: '39', nl_NL: '31', fr_BE: '32', nl_BE: '32' };
/** Countries whose national numbers start with a trunk 0 that the international form drops. */
const trunkZero = { fr_FR: true, es_ES: false, it_IT: false, nl_NL: true, fr_BE: true, nl_BE: true };

describe('SERVICE_HOURS', () => {
  it('S-058 opens Mon-Fri 10h-21h and Sat-Sun 10h-19h', () => {
    expect(SERVICE_HOURS).toEqual([
      { days: 'weekdays', opens: 10, closes: 21 },
      { days: 'weekend', opens: 10, closes: 19 },
    ]);
  });
});

describe('servicePhoneFor', () => {
  it('S-058 gives every market a number in its own country', () => {
    for (const locale of localeSchema.options) {
      const { international } = servicePhoneFor(locale);
      expect(international).toMatch(/^\+\d{10,13}$/);
      expect(international.startsWith(`+${countryCodes[locale]}`)).toBe(true);
    }
  });

  it('S-058 shows the same number in the national form', () => {
    for (const locale of localeSchema.options) {
      const { display, international } = servicePhoneFor(locale);
      const national = international.slice(1 + countryCodes[locale].length);
      expect(display.replaceAll(' ', '')).toBe(trunkZero[locale] ? `0${national}` : national);
    }
  });

  it('S-058 shares one number between the two Belgian languages', () => {
    expect(servicePhoneFor('fr_BE')).toEqual(servicePhoneFor('nl_BE'));
    expect(servicePhoneFor('fr_BE')).not.toEqual(servicePhoneFor('fr_FR'));
  });
});

describe('telHref', () => {
  it('links to the international form', () => {
    expect(telHref(servicePhoneFor('it_IT'))).toBe('tel:+390282951234');
  });
});
