import { describe, expect, it } from 'vitest';
import { applyEmailSuggestion, EMAIL_PROVIDERS, editDistance, emailSuggestion } from './emailSuggestions';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('gmail.com', 'gmail.com')).toBe(0);
    expect(editDistance('gmai.com', 'gmail.com')).toBe(1);
    expect(editDistance('gmaill.com', 'gmail.com')).toBe(1);
    expect(editDistance('gnail.com', 'gmail.com')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  it('counts a swap of two neighbours as one edit (Damerau)', () => {
    expect(editDistance('gmial.com', 'gmail.com')).toBe(1);
    expect(editDistance('hotmial.fr', 'hotmail.fr')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});

describe('emailSuggestion', () => {
  it('S-416 suggests the provider a misspelt domain is close to ("You mean @gmail.com?")', () => {
    expect(emailSuggestion('anna@gmial.com')).toBe('gmail.com');
    expect(emailSuggestion('anna@gmail.con')).toBe('gmail.com');
    expect(emailSuggestion('anna@gmailcom')).toBe('gmail.com');
    expect(emailSuggestion('pierre@hotmal.fr')).toBe('hotmail.fr');
    expect(emailSuggestion('pierre@hotmail.fe')).toBe('hotmail.fr');
    expect(emailSuggestion('lucia@yaho.es')).toBe('yahoo.es');
    expect(emailSuggestion('giulia@libro.it')).toBe('libero.it');
    expect(emailSuggestion('jan@zigo.nl')).toBe('ziggo.nl');
    expect(emailSuggestion('marie@orange.fe')).toBe('orange.fr');
    expect(emailSuggestion('luc@telenett.be')).toBe('telenet.be');
    expect(emailSuggestion('ana@movistr.es')).toBe('movistar.es');
  });

  it('S-416 allows two edits on longer domains, one on short ones', () => {
    expect(emailSuggestion('anna@gnail.con')).toBe('gmail.com');
    expect(emailSuggestion('anna@srf.fr')).toBe('sfr.fr');
    // Two edits away from sfr.fr on a six-letter domain: too far to guess.
    expect(emailSuggestion('anna@xyr.fr')).toBeNull();
  });

  it('S-416 corrects a wrong or missing top-level domain of a single-domain provider', () => {
    expect(emailSuggestion('anna@gmail')).toBe('gmail.com');
    expect(emailSuggestion('anna@gmail.fr')).toBe('gmail.com');
    expect(emailSuggestion('anna@icloud.fr')).toBe('icloud.com');
    expect(emailSuggestion('anna@laposte.fr')).toBe('laposte.net');
  });

  it('S-416 suggests nothing for a known provider, in any case and with spaces around', () => {
    for (const provider of EMAIL_PROVIDERS) expect(emailSuggestion(`anna@${provider}`)).toBeNull();
    expect(emailSuggestion('  Anna@GMAIL.com ')).toBeNull();
    // Real domains of providers are not "corrected" into another country's.
    expect(emailSuggestion('anna@hotmail.be')).toBeNull();
    expect(emailSuggestion('anna@gmx.de')).toBeNull();
  });

  it('S-416 suggests nothing for a domain far from every provider', () => {
    expect(emailSuggestion('camille.martin@example.fr')).toBeNull();
    expect(emailSuggestion('jan@bedrijf.nl')).toBeNull();
    expect(emailSuggestion('anna@escale.travel')).toBeNull();
  });

  it('S-416 suggests nothing until there is a local part and a domain', () => {
    expect(emailSuggestion('')).toBeNull();
    expect(emailSuggestion('anna')).toBeNull();
    expect(emailSuggestion('anna@')).toBeNull();
    expect(emailSuggestion('@gmial.com')).toBeNull();
    expect(emailSuggestion('anna@gm ail.com')).toBeNull();
  });

  it('returns the suggestion in lower case', () => {
    expect(emailSuggestion('ANNA@GMIAL.COM')).toBe('gmail.com');
  });
});

describe('applyEmailSuggestion', () => {
  it('S-416 replaces the domain and keeps the local part as typed', () => {
    expect(applyEmailSuggestion('Anna.Rossi@gmial.com', 'gmail.com')).toBe('Anna.Rossi@gmail.com');
    expect(applyEmailSuggestion(' anna@gmail ', 'gmail.com')).toBe('anna@gmail.com');
  });

  it('keeps everything before the last @', () => {
    expect(applyEmailSuggestion('"a@b"@gmial.com', 'gmail.com')).toBe('"a@b"@gmail.com');
  });
});
