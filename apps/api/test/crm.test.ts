import { botChallengeSchema, type ContactPost, contactPostOf } from '@escale/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFormToken } from '../src/crm/botCheck';
import { errorOf, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The contact form's CRM stand-in (002 §3, §4, §7; S-425…S-431, G-58).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

const values = {
  bookingNumber: '12345678',
  name: 'Anne-Sophie d’Arc',
  email: 'anne@example.fr',
  phone: '+33 6 12 34 56 78',
  description: 'Pouvez-vous renvoyer ma confirmation ?',
};
const france = { locale: 'fr_FR' as const, country: 'FR' };

/** A solved challenge, as the form's script sends it. */
async function solvedChallenge(): Promise<string> {
  const challenge = botChallengeSchema.parse(await (await ctx.request('/api/crm/challenge')).json());
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

const form = (body: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

const requestsOf = (email: string) =>
  ctx.db.selectFrom('contact_requests').selectAll().where('email', '=', email).execute();

describe('POST /api/crm/contact', () => {
  it('S-428 S-429 files a form post with every field and sends the visitor back with the thank-you', async () => {
    const contact = contactPostOf('emailconf', values, france, '/fr/contact');
    const response = await ctx.request(
      '/api/crm/contact',
      form({ ...contact, altcha: await solvedChallenge(), website: '' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/contact?ref=contact_thank_you');
    const [row] = await requestsOf(values.email);
    expect(row).toMatchObject({
      booking_id: '12345678',
      contact_reason: 'emailconf',
      description: values.description,
      name: values.name,
      phone: values.phone,
      request_type: 'Information/request',
      request_subtype: 'Confirmation email',
      org_id: contact.orgid,
      status: 'New',
      type: 'Information/request',
      subtype: 'Confirmation email',
      language: 'fr',
      country: 'FR',
      ret_url: '/fr/contact',
      bot_check: 'proofOfWork',
    });
  });

  it('S-431 files a Belgian request with the combined language code, and none for avv_info needs a booking number', async () => {
    const email = 'joost@example.be';
    const contact = contactPostOf(
      'avv_info',
      { ...values, email, bookingNumber: '' },
      { locale: 'nl_BE', country: 'BE' },
      '/be/nl/contact',
    );
    const response = await ctx.request(
      '/api/crm/contact',
      post({ ...contact, altcha: await solvedChallenge() }),
    );
    expect(response.status).toBe(303);
    expect(await requestsOf(email)).toMatchObject([
      {
        language: 'nl_BE',
        country: 'BE',
        booking_id: '',
        request_type: 'Hotel Activity information request',
      },
    ]);
  });

  it('S-426 files one request per solved challenge: the same proof again is refused', async () => {
    const email = 'twice@example.fr';
    const contact = contactPostOf('complaint', { ...values, email }, france, '/fr/contact');
    const altcha = await solvedChallenge();
    expect((await ctx.request('/api/crm/contact', post({ ...contact, altcha }))).status).toBe(303);
    const replay = await ctx.request('/api/crm/contact', post({ ...contact, altcha }));
    expect(replay.status).toBe(403);
    expect((await replay.json()).error.code).toBe('BOT_CHECK_FAILED');
    expect(await requestsOf(email)).toHaveLength(1);
  });

  it('S-425 refuses a post without a proof, with a forged one, or with its honeypot filled, and files nothing', async () => {
    const email = 'robot@example.fr';
    const contact = contactPostOf('other', { ...values, email }, france, '/fr/contact');
    expect(await errorOf(ctx, '/api/crm/contact', post(contact))).toEqual({ status: 400, paths: ['altcha'] });
    const forged = btoa(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } }));
    expect((await ctx.request('/api/crm/contact', post({ ...contact, altcha: forged }))).status).toBe(403);
    const filled = { ...contact, altcha: await solvedChallenge(), website: 'http://spam.example' };
    expect(await errorOf(ctx, '/api/crm/contact', post(filled))).toEqual({ status: 400, paths: ['website'] });
    expect(await requestsOf(email)).toHaveLength(0);
  });

  it('files a request sent without scripts once its form token is a person’s delay old, and only once', async () => {
    const email = 'noscript@example.fr';
    const contact = contactPostOf('modification', { ...values, email }, france, '/fr/contact');
    const fresh = ((await (await ctx.request('/api/crm/form-token')).json()) as { token: string }).token;
    expect((await ctx.request('/api/crm/contact', form({ ...contact, formToken: fresh }))).status).toBe(403);
    const formToken = await newFormToken(ctx.db, new Date(Date.now() - 10_000));
    const response = await ctx.request('/api/crm/contact', form({ ...contact, formToken }));
    expect(response.status).toBe(303);
    expect((await ctx.request('/api/crm/contact', form({ ...contact, formToken }))).status).toBe(403);
    const forged = `${formToken.slice(0, -4)}0000`;
    expect((await ctx.request('/api/crm/contact', form({ ...contact, formToken: forged }))).status).toBe(403);
    expect(await requestsOf(email)).toMatchObject([{ bot_check: 'formDelay', request_type: 'Modification' }]);
  });

  it('S-419 S-420 S-421 S-422 S-423 names every failing field, checks the request filed, and writes nothing', async () => {
    const email = 'bad@example';
    const altcha = await solvedChallenge();
    const bad: ContactPost = {
      ...contactPostOf('cancellation', { ...values, email }, france, '/fr/contact'),
      Booking_ID__c: '1234',
      name: 'R2-D2',
      phone: 'call me',
      description: '',
      requestType: 'Complaint',
    };
    const answer = await errorOf(ctx, '/api/crm/contact', post({ ...bad, altcha }));
    expect(answer.status).toBe(400);
    expect(answer.paths.sort()).toEqual(
      ['Booking_ID__c', 'description', 'email', 'name', 'phone', 'requestType'].sort(),
    );
    const elsewhere = {
      ...bad,
      ...contactPostOf('cancellation', values, france, 'https://evil.example/contact'),
    };
    expect((await errorOf(ctx, '/api/crm/contact', post({ ...elsewhere, altcha }))).paths).toEqual([
      'retURL',
    ]);
    const noMarket = { ...contactPostOf('cancellation', values, france, '/fr/contact'), language: 'nl' };
    expect((await errorOf(ctx, '/api/crm/contact', post({ ...noMarket, altcha }))).paths).toEqual([
      'language',
    ]);
    expect(await requestsOf(email)).toHaveLength(0);
  });
});
