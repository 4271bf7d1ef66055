import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../src/mail/confirmationMail';
import type { OrderRow, VoucherRow } from '../src/vouchers/issue';

const order = {
  id: '9a1e5c3b-2d4f-4e6a-8b7c-1d0e9f8a7b6c',
  reference: '40218901',
  locale: 'it_IT',
  buyer: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.it' },
  amount_paid: 48_960,
  amounts: { giftcards: [] },
  gift: { format: 'digital', nights: 2, fromName: null, message: null },
  summary: {
    offer: { label: 'Notte <b>"romantica"</b> & spa', hotel: { label: 'Villa <i>', locationLabel: 'Roma' } },
    stay: null,
  },
} as unknown as OrderRow;
const voucher = { code: '7KQX-2M9D-RT4B-HN3T', valid_until: '2027-06-01' } as VoucherRow;

describe('confirmationMail', () => {
  it('writes the order’s mail in its market’s language, the voucher’s code and validity in it', () => {
    const mail = confirmationMail(order, [voucher]);
    expect(mail.subject).toBe('Il tuo ordine Escale n. 40218901 è confermato');
    expect(mail.recipient).toBe('giulia@example.it');
    expect(mail.payload.voucherCodes).toEqual(['7KQX-2M9D-RT4B-HN3T']);
    expect(mail.payload.text).toContain('Codice: 7KQX-2M9D-RT4B-HN3T, valido fino al 1 giugno 2027');
    expect(mail.payload.text).toContain('Soggiorno da regalare di 2 notti, per 2 persone.');
    expect(mail.payload.text).toContain(
      'http://127.0.0.1:3000/it/beneficiary/login?code=7KQX-2M9D-RT4B-HN3T',
    );
  });

  it('S-257 says what each gift card paid, before what the buyer paid', () => {
    const { text } = confirmationMail(
      {
        ...order,
        amount_paid: 38_960,
        amounts: { giftcards: [{ serialNumber: 'K7PQ-3M9X-T2HD-8RVA', usedAmount: 10_000 }] },
      } as unknown as OrderRow,
      [voucher],
    ).payload;
    expect(text).toMatch(
      /Pagato con la carta regalo K7PQ-3M9X-T2HD-8RVA: 100\s€[\s\S]*Importo pagato: 389,60\s€/,
    );
  });

  it('escapes the stay’s and the buyer’s words in the HTML body', () => {
    const { html, text } = confirmationMail(order, [voucher]).payload;
    expect(html).toContain(
      'Notte &lt;b&gt;&quot;romantica&quot;&lt;/b&gt; &amp; spa (Villa &lt;i&gt;, Roma)',
    );
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(text).toContain('Notte <b>"romantica"</b> & spa');
  });

  it('escapes a name written as markup, a script and an image with its handler, in the HTML body', () => {
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { html, text } = confirmationMail(
      {
        ...order,
        buyer: { ...order.buyer, firstName: markup },
        gift: { format: 'digital', nights: 2, fromName: markup, message: markup },
      } as unknown as OrderRow,
      [voucher],
    ).payload;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<(script|img)\b/i);
    expect(text).toContain(markup);
  });

  it('S-281 names the box and its people, or the gift card and its amount', () => {
    const box = confirmationMail(
      {
        ...order,
        locale: 'fr_FR',
        summary: { offer: null, box: { title: 'Escapade gourmande', people: 2 }, giftCard: null, stay: null },
      } as unknown as OrderRow,
      [voucher],
    ).payload.text;
    expect(box).toContain('Merci pour votre commande : Escapade gourmande.');
    expect(box).toContain('Coffret cadeau « Escapade gourmande », pour 2 personnes.');
    const card = confirmationMail(
      {
        ...order,
        locale: 'nl_BE',
        summary: { offer: null, box: null, giftCard: { amount: 7_500, format: 'digital' }, stay: null },
      } as unknown as OrderRow,
      [voucher],
    ).payload.text;
    expect(card).toMatch(/Bedankt voor je bestelling: Cadeaukaart van €\s75\./);
    expect(card).not.toContain('nacht');
  });
});
