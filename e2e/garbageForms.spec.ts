import { buyerFields } from '@escale/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import fc from 'fast-check';
import { marketPath, message, ONCE, SHOP_ORIGIN } from './support';

// Bad input never becomes a 5xx (issue 16 §3), for the shop's own forms: garbage posted to every
// form action (checkout, contact, newsletter, voucher redemption, account sign-in and profile), as
// fields and as bodies of every content type, answers the page with its error, a 4xx or a redirect,
// never a 500; and no garbage places an order, files a contact request, subscribes or redeems.

const FUZZ_SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e400',
  'NaN',
  '99999999999999999999',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'a\u0000b',
  '\u202Egnp.exe',
  '👨‍👩‍👧‍👦',
  'مرحبا',
  'x'.repeat(5000),
  'not-an-email@',
  'MR',
  'FR',
  'INSURANCE',
  'WALLET',
  '4242424242424242',
  '12/30',
  '123',
  'id=10010&offerId=10010&a=2&checkin=2020-01-01&night=2',
  'id=10010&offerId=10010&a=99&checkin=2026-13-40&night=-2',
  '#giftNights=999',
);
const junk = fc.oneof(hostile, fc.string({ maxLength: 30, unit: 'grapheme' }));

/** Some of a form's fields, each with a hostile value, and sometimes an unknown field. */
function fieldsOf(names: readonly string[]): fc.Arbitrary<Record<string, string>> {
  return fc
    .tuple(fc.dictionary(fc.constantFrom(...names), junk, { maxKeys: names.length }), fc.option(junk))
    .map(([fields, extra]) => (extra === null ? fields : { ...fields, unknownField: extra }));
}

type Body = 'form' | 'multipart' | 'json' | 'text' | 'none' | 'megabyte' | 'broken multipart';
const bodyKind = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Body>('form', 'multipart') },
  { weight: 1, arbitrary: fc.constantFrom<Body>('json', 'text', 'none', 'megabyte', 'broken multipart') },
);

async function post(request: APIRequestContext, path: string, kind: Body, fields: Record<string, string>) {
  const options = { maxRedirects: 0, failOnStatusCode: false, headers: { origin: SHOP_ORIGIN } };
  switch (kind) {
    case 'form':
      return request.post(path, { ...options, form: fields });
    case 'multipart':
      return request.post(path, { ...options, multipart: fields });
    case 'json':
      return request.post(path, {
        ...options,
        headers: { ...options.headers, 'content-type': 'application/json' },
        data: JSON.stringify(fields),
      });
    case 'text':
      return request.post(path, {
        ...options,
        headers: { ...options.headers, 'content-type': 'text/plain' },
        data: Object.entries(fields)
          .map(([key, value]) => `${key}=${value}`)
          .join('\n'),
      });
    case 'none':
      return request.post(path, options);
    case 'megabyte':
      return request.post(path, {
        ...options,
        headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' },
        data: `email=${'a'.repeat(1024 * 1024)}`,
      });
    case 'broken multipart':
      return request.post(path, {
        ...options,
        headers: { ...options.headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
        data: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nunfinished',
      });
  }
}

interface FormCase {
  name: string;
  path: string;
  fields: readonly string[];
  /** Fields every post carries (the action's intent), garbage or not. */
  fixed?: Record<string, string>;
  /** What the action answers when the post did change something: must never happen here. */
  wrote: (status: number, location: string) => boolean;
}

const fr = (path: string) => marketPath('fr_FR', path);

const forms: FormCase[] = [
  {
    name: 'checkout',
    path: fr('/checkout'),
    fields: [
      'criteria',
      ...buyerFields,
      'insuranceChoice',
      'insuranceId',
      'paymentMethod',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'promotionCode',
      'autoPromotionCode',
      'giftcard',
      'giftFrom',
      'giftMessage',
      'expectedAmount',
      'expectedAmountToPay',
      'idempotencyKey',
      'paymentIntentId',
      'minisite',
      'gaId',
    ],
    // A total no stay costs: even a complete form is refused (409) rather than placed.
    fixed: { expectedAmount: '1', expectedAmountToPay: '1' },
    wrote: (_, location) => location.includes('/confirmation/'),
  },
  {
    name: 'contact',
    path: fr('/contact'),
    fields: [
      'reason',
      'name',
      'email',
      'phone',
      'description',
      'bookingId',
      'altcha',
      'formToken',
      'website',
    ],
    wrote: (status) => status === 303,
  },
  {
    name: 'newsletter',
    path: fr('/newsletter'),
    fields: ['email'],
    wrote: (_, location) => /[?&]newsletter=sent/.test(location),
  },
  {
    name: 'voucher redemption',
    path: fr('/beneficiary/login'),
    fields: [
      'code',
      'intent',
      'showMonth',
      'stays',
      'offerId',
      'checkinDate',
      'expectedSupplement',
      ...buyerFields,
    ],
    wrote: () => false,
  },
  {
    name: 'account sign-in',
    path: fr('/account/signin'),
    fields: ['email', 'origin', 'intent'],
    wrote: () => false,
  },
  {
    name: 'account profile',
    path: fr('/account/settings/profile'),
    fields: ['firstName', 'lastName', 'intent'],
    wrote: () => false,
  },
];

test.describe('garbage posted to the shop’s forms (issue 16 §3)', () => {
  test(
    'a post that is no form (JSON, plain text, a broken multipart) gets each form’s page and a 4xx, not a 500 (found by this fuzz)',
    ONCE,
    async ({ request }) => {
      for (const form of forms) {
        for (const kind of ['json', 'text', 'broken multipart'] as const) {
          const response = await post(request, form.path, kind, { email: 'x' });
          const label = `${form.name} ${kind}`;
          expect(response.status(), label).toBeLessThan(500);
          if (response.status() < 300) continue;
          expect(response.status(), label).toBeGreaterThanOrEqual(300);
        }
      }
    },
  );

  test(
    'S-337 a checkout post naming no stay, or not a form at all, answers 400 with the incomplete-link message',
    ONCE,
    async ({ request }) => {
      for (const kind of ['form', 'json'] as const) {
        const response = await post(request, fr('/checkout'), kind, {
          criteria: '#%%%',
          firstName: '<b>x</b>',
        });
        expect(response.status(), kind).toBe(400);
        const html = (await response.text()).replaceAll('&#x27;', "'");
        expect(html, kind).toContain(message('fr_FR', 'checkout.incomplete'));
      }
    },
  );

  test(
    'S-430 a contact post without a known reason, or refused for no field of the form, is a 400, not a 502 (found by this fuzz)',
    ONCE,
    async ({ request }) => {
      const path = fr('/contact');
      const noReason = await post(request, path, 'form', { reason: 'nonsense', email: 'a@b.fr' });
      expect(noReason.status()).toBe(400);
      const noProof = await post(request, path, 'form', {
        reason: 'other',
        name: 'Jeanne Martin',
        email: 'jeanne@example.fr',
        description: 'Bonjour, une question sur ma réservation.',
        altcha: 'forged',
      });
      expect(noProof.status()).toBeGreaterThanOrEqual(400);
      expect(noProof.status()).toBeLessThan(500);
    },
  );

  for (const form of forms) {
    test(
      `the ${form.name} form answers garbage with its page, a 4xx or a redirect, never a 500, and changes nothing`,
      ONCE,
      async ({ request }) => {
        test.setTimeout(120_000);
        let tried = 0;
        await fc.assert(
          fc.asyncProperty(fieldsOf(form.fields), bodyKind, async (fields, kind) => {
            tried += 1;
            const response = await post(request, form.path, kind, { ...fields, ...form.fixed });
            const label = `${form.name} ${kind} ${JSON.stringify(fields).slice(0, 300)}`;
            const status = response.status();
            expect(status, label).toBeLessThan(500);
            const location = response.headers().location ?? '';
            expect(form.wrote(status, location), `${label} changed something: ${status} ${location}`).toBe(
              false,
            );
            if (status === 200 || status === 400 || status === 422) {
              // The page itself, with the form and its error: not the crash page.
              const html = (await response.text()).replaceAll('&#x27;', "'");
              expect(html, label).toContain('<main');
              expect(html, label).not.toContain(message('fr_FR', 'crash.title'));
            }
          }),
          { numRuns: RUNS, seed: FUZZ_SEED },
        );
        console.log(`${form.name}: ${tried} garbage posts, no 500`);
      },
    );
  }
});
