import { formatPrice } from '@escale/i18n/core';
import { describe, expect, it } from 'vitest';
import { type BookedStay, redemptionMail } from '../src/mail/redemptionMail';

const stay: BookedStay = {
  redemptionId: '3f0c2a9e-7b1d-4c5e-9a8f-6e2d1b0c4a7f',
  locale: 'nl_BE',
  beneficiary: { firstName: 'Noor', email: 'noor@example.be' },
  offerLabel: 'Nacht <b>"romantisch"</b> & spa',
  hotel: { label: 'Villa <i>', locationLabel: 'Brugge' },
  checkin: '2027-03-12',
  checkout: '2027-03-14',
  nights: 2,
  people: 2,
  code: '7KQX-2M9D-RT4B-HN3T',
  supplement: 2_450,
};

describe('redemptionMail', () => {
  it('S-349 tells the beneficiary the stay booked in the market’s language: dates, nights, people, code and supplement', () => {
    const mail = redemptionMail(stay);
    expect(mail).toMatchObject({
      redemptionId: stay.redemptionId,
      kind: 'REDEMPTION_CONFIRMED',
      recipient: 'noor@example.be',
      subject: 'Je verblijf in Villa <i> is geboekt',
    });
    expect(mail.orderId).toBeUndefined();
    const { text, voucherCodes } = mail.payload;
    expect(voucherCodes).toEqual([]);
    expect(text).toContain('Beste Noor,');
    expect(text).toContain('Van 12 maart 2027 tot 14 maart 2027 (2 nachten), voor 2 personen.');
    expect(text).toContain('Gebruikte cadeaubon: 7KQX-2M9D-RT4B-HN3T');
    expect(text).toContain(`Betaalde toeslag: ${formatPrice(2_450, 'nl_BE')}`);
    expect(text).not.toContain('niets betaald');
    expect(text).toContain('Boekingsreferentie: 3F0C2A9E');
  });

  it('says a voucher that covered the stay left nothing to pay, in French for fr_BE, one person singular', () => {
    const { subject, payload } = redemptionMail({
      ...stay,
      locale: 'fr_BE',
      supplement: 0,
      people: 1,
      nights: 1,
    });
    expect(subject).toBe('Votre séjour à Villa <i> est réservé');
    expect(payload.text).toContain('(1 nuit), pour 1 personne.');
    expect(payload.text).toContain('Votre bon cadeau couvre tout le séjour : vous n’avez rien payé.');
    expect(payload.text).not.toContain('Supplément');
  });

  it('escapes the stay’s words in the HTML body, keeps them as typed in the text', () => {
    const { html, text } = redemptionMail(stay).payload;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(
      'Nacht &lt;b&gt;&quot;romantisch&quot;&lt;/b&gt; &amp; spa (Villa &lt;i&gt;, Brugge)',
    );
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(text).toContain('Je verblijf is geboekt: Nacht <b>"romantisch"</b> & spa (Villa <i>, Brugge).');
  });

  it('escapes a beneficiary’s name written as markup in the HTML body', () => {
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { html, text } = redemptionMail({
      ...stay,
      beneficiary: { ...stay.beneficiary, firstName: markup },
    }).payload;
    expect(html).toContain('Beste &lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;,');
    expect(html).not.toMatch(/<(script|img)\b/i);
    expect(text).toContain(`Beste ${markup},`);
  });
});
