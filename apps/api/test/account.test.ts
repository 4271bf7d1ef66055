import {
  accountWishlistSchema,
  apiErrorSchema,
  customerSchema,
  type OrderItems,
  orderCreatedSchema,
  SESSION_COOKIE,
  SIGNED_IN_COOKIE,
  tripsSchema,
} from '@escale/domain';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../src/http/sessionCookie';
import { sendDueMail } from '../src/mail/outbox';
import type { MailMessage } from '../src/mail/transport';
import { SIGNIN_ADDRESS_RATE } from '../src/routes/account';
import { paidOrderOf } from './orderSupport';
import { post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// Customers' accounts (S-349, G-49, G-64): a one-time, expiring sign-in link mailed through the
// outbox, a session in the database behind an HttpOnly cookie, and each customer's own trips,
// vouchers and wishlist, never another's.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

let clients = 0;
/** Each test asks from its own address, so that the per-client limit counts only its own. */
const fromClient = () => {
  clients += 1;
  return { 'x-forwarded-for': `203.0.113.${clients}` };
};

const askLink = (email: string, body: Record<string, unknown> = {}, headers = fromClient()) =>
  ctx.request('/api/account/signin', {
    ...post({ email, locale: 'fr_FR', origin: '/fr/search?flow=gifting', ...body }),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The token of the last sign-in link mailed to the address, read from its queued mail. */
async function mailedToken(email: string): Promise<string> {
  const { rows } = await sql<{ text: string; subject: string }>`
    select payload->>'text' as text, subject from outbox
    where recipient = ${email} and kind = 'ACCOUNT_SIGNIN' order by id desc limit 1`.execute(ctx.db);
  const token = rows[0]?.text.match(/account\/signin\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No sign-in mail to ${email}`);
  return decodeURIComponent(token);
}

const useLink = (token: string, headers: Record<string, string> = {}) =>
  ctx.request('/api/account/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token }).toString(),
  });

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

/** A customer signed in through the link mailed to them: the Cookie header of their session. */
async function signedIn(email: string): Promise<string> {
  expect((await askLink(email)).status).toBe(202);
  const response = await useLink(await mailedToken(email));
  expect(response.status).toBe(303);
  const session = cookieOf(response, SESSION_COOKIE);
  if (!session) throw new Error('No session cookie');
  return session;
}

const asCustomer = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});

const giftCard = (): OrderItems => ({
  shortStayItem: null,
  boxItem: null,
  giftCardItem: { amount: 5_000, format: 'digital', fromName: 'Léa', message: null },
  activityItem: null,
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

/** A gift card bought and paid by the address: its order and voucher code. */
async function boughtBy(email: string): Promise<{ orderUUID: string; code: string }> {
  const order = await paidOrderOf(ctx, giftCard());
  const response = await ctx.request(
    '/route/purchase/orders',
    post({ ...order, buyer: { ...order.buyer, email } }),
  );
  expect(response.status).toBe(201);
  const { orderUUID } = orderCreatedSchema.parse(await response.json());
  const { rows } = await sql<{
    code: string;
  }>`select code from vouchers where order_id = ${orderUUID}`.execute(ctx.db);
  return { orderUUID, code: rows[0]?.code ?? '' };
}

describe('the sign-in link', () => {
  it('S-349 mails a one-time link whose token is kept only as its hash, and signs in once with it', async () => {
    const email = 'ines.garnier@example.fr';
    const asked = await askLink(email);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ sent: true });
    const token = await mailedToken(email);
    const { rows } = await sql<{ token_hash: string; origin: string; expires_at: Date }>`
      select token_hash, origin, expires_at from customer_signin_links where email = ${email}`.execute(
      ctx.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashOf(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.origin).toBe('/fr/search?flow=gifting');
    expect(rows[0]?.expires_at.getTime()).toBe(ctx.now.getTime() + 15 * 60_000);

    const first = await useLink(token);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/fr/search?flow=gifting');
    const setCookies = first.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    expect(setCookies.find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`))).not.toMatch(/HttpOnly/);
    // The session's secret is kept as its hash only.
    const secret = (cookieOf(first, SESSION_COOKIE) ?? '').split('=')[1] ?? '';
    const sessions = await sql<{ token_hash: string }>`select token_hash from customer_sessions`.execute(
      ctx.db,
    );
    expect(sessions.rows.map((r) => r.token_hash)).toContain(hashOf(secret));
    expect(sessions.rows.map((r) => r.token_hash)).not.toContain(secret);

    const again = await useLink(token);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/fr/account/signin?problem=used');
    expect(cookieOf(again, SESSION_COOKIE)).toBeUndefined();
  });

  it('S-349 sends the link through the outbox in the market’s language, then keeps no readable token', async () => {
    const email = 'emma.devos@example.be';
    await askLink(email, { locale: 'nl_BE', origin: '/be/nl' });
    const token = await mailedToken(email);
    const sent: MailMessage[] = [];
    const deps = {
      db: ctx.db,
      from: 'Escale <commandes@escale.example>',
      logger: pino({ level: 'silent' }),
      transport: { description: 'memory', send: async (message: MailMessage) => void sent.push(message) },
    };
    await sendDueMail(deps, 1000);
    const mail = sent.find((m) => m.to === email);
    expect(mail?.subject).toBe('Je inloglink voor Escale');
    expect(mail?.text).toContain(`/be/nl/account/signin?token=${token}`);
    expect(mail?.html).toContain(`/be/nl/account/signin?token=${token}`);
    expect(mail?.attachments).toEqual([]);
    const { rows } = await sql<{ payload: string }>`
      select payload::text as payload from outbox where recipient = ${email}`.execute(ctx.db);
    expect(rows[0]?.payload).not.toContain(token);
  });

  it('S-349 refuses a link past its 15 minutes, and one never sent', async () => {
    const email = 'late@example.es';
    await askLink(email, { locale: 'es_ES', origin: '/es' });
    const token = await mailedToken(email);
    await sql`update customer_signin_links set expires_at = ${new Date(ctx.now.getTime() - 1)}
      where token_hash = ${hashOf(token)}`.execute(ctx.db);
    const late = await useLink(token);
    expect(late.headers.get('location')).toBe('/es/account/signin?problem=expired');
    expect(cookieOf(late, SESSION_COOKIE)).toBeUndefined();
    const unknown = await useLink('x'.repeat(43));
    expect(unknown.headers.get('location')).toBe('/fr/account/signin?problem=unknown');
  });

  it('S-349 comes back only to a page of the market: another site is the trips page', async () => {
    for (const origin of [
      'https://evil.example/',
      '//evil.example/fr',
      '/\\evil.example',
      '/es/search',
      'javascript:alert(1)',
    ]) {
      const email = `origin${clients}@example.fr`;
      await askLink(email, { origin });
      const response = await useLink(await mailedToken(email));
      expect(response.headers.get('location'), origin).toBe('/fr/account/trips');
    }
  });

  it('S-349 sets the cookie Secure when the shop is on https, and refuses another site’s form', async () => {
    const email = 'secure@example.fr';
    await askLink(email);
    const token = await mailedToken(email);
    const crossSite = await useLink(token, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(apiErrorSchema.parse(await crossSite.json()).error.code).toBe('CROSS_SITE');
    const response = await useLink(token, { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' });
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Secure/);
  });

  it('S-349 answers 429 with Retry-After past 5 links to one address in 15 minutes, and mails no more', async () => {
    const email = 'flood@example.it';
    for (let i = 0; i < SIGNIN_ADDRESS_RATE.limit; i += 1) {
      expect((await askLink(email, { locale: 'it_IT', origin: '/it' })).status).toBe(202);
    }
    const refused = await askLink(email, { locale: 'it_IT', origin: '/it' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('TOO_MANY_REQUESTS');
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from outbox where recipient = ${email}`.execute(ctx.db);
    expect(rows[0]?.n).toBe(SIGNIN_ADDRESS_RATE.limit);
  });

  it('S-410 refuses an invalid address with 400 naming email, and writes nothing', async () => {
    const response = await askLink('not-an-address');
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.issues?.map((i) => i.path)).toEqual(['email']);
  });
});

describe('the session', () => {
  it('S-349 knows the customer until sign-out ends the session in the database and clears its cookie', async () => {
    const cookie = await signedIn('Noor.Peeters@example.be');
    const me = await ctx.request('/api/account/me', asCustomer(cookie));
    expect(customerSchema.parse(await me.json())).toEqual({
      email: 'Noor.Peeters@example.be',
      firstName: '',
      lastName: '',
    });
    const out = await ctx.request('/api/account/signout', asCustomer(cookie, { method: 'POST' }));
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=0/);
    const after = await ctx.request('/api/account/me', asCustomer(cookie));
    expect(after.status).toBe(401);
    expect(apiErrorSchema.parse(await after.json()).error.code).toBe('UNAUTHENTICATED');
    const { rows } = await sql<{ ended: number }>`
      select count(*)::int as ended from customer_sessions s join customers c on c.id = s.customer_id
      where c.email = 'Noor.Peeters@example.be' and s.ended_at is not null`.execute(ctx.db);
    expect(rows[0]?.ended).toBe(1);
  });

  it('G-64 answers 401 to every account call without a session', async () => {
    for (const path of ['/api/account/me', '/api/account/trips', '/api/account/wishlist']) {
      expect((await ctx.request(path)).status, path).toBe(401);
    }
  });

  it('S-349 changes the names of the profile, and refuses invalid ones naming each field', async () => {
    const cookie = await signedIn('lucia.rossi@example.it');
    const bad = await ctx.request(
      '/api/account/profile',
      asCustomer(cookie, post({ firstName: '', lastName: 'R0ssi' })),
    );
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.issues?.map((i) => [i.path, i.code])).toEqual([
      ['firstName', 'MANDATORY'],
      ['lastName', 'TEXT_ONLY'],
    ]);
    const good = await ctx.request(
      '/api/account/profile',
      asCustomer(cookie, post({ firstName: ' Lucia ', lastName: 'Rossi' })),
    );
    expect(customerSchema.parse(await good.json())).toMatchObject({ firstName: 'Lucia', lastName: 'Rossi' });
  });
});

describe('a customer’s own data', () => {
  it('S-349 lists the orders bought with the customer’s address (any case) and their vouchers’ documents', async () => {
    const mine = await boughtBy('Paul.Dubois@example.fr');
    await boughtBy('someone.else@example.fr');
    const cookie = await signedIn('paul.dubois@EXAMPLE.fr');
    const trips = tripsSchema.parse(
      await (await ctx.request('/api/account/trips', asCustomer(cookie))).json(),
    );
    expect(trips.orders.map((o) => o.orderUUID)).toEqual([mine.orderUUID]);
    const [voucher] = trips.orders[0]?.vouchers ?? [];
    expect(voucher?.code).toBe(mine.code);
    expect(voucher?.pdfUrl).toBe(`/api/account/orders/${mine.orderUUID}/vouchers/${mine.code}.pdf`);
    const pdf = await ctx.request(voucher?.pdfUrl ?? '', asCustomer(cookie));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('S-349 shows a customer with no order no trip', async () => {
    const cookie = await signedIn('new.customer@example.nl');
    const trips = tripsSchema.parse(
      await (await ctx.request('/api/account/trips', asCustomer(cookie))).json(),
    );
    expect(trips.orders).toEqual([]);
  });

  it('S-349 refuses another customer’s order and voucher with 404, telling nothing of them', async () => {
    const theirs = await boughtBy('victim@example.fr');
    const cookie = await signedIn('intruder@example.fr');
    const attempts = [
      `/api/account/orders/${theirs.orderUUID}`,
      `/api/account/orders/${theirs.orderUUID}/vouchers/${theirs.code}.pdf`,
    ];
    for (const path of attempts) {
      const response = await ctx.request(path, asCustomer(cookie));
      expect(response.status, path).toBe(404);
      const text = await response.text();
      expect(text).not.toContain(theirs.code);
      expect(text).not.toContain('victim');
    }
    const trips = await (await ctx.request('/api/account/trips', asCustomer(cookie))).text();
    expect(trips).not.toContain(theirs.orderUUID);
    // The owner reads both.
    const owner = await signedIn('victim@example.fr');
    for (const path of attempts) expect((await ctx.request(path, asCustomer(owner))).status, path).toBe(200);
  });

  it('G-49 keeps each customer’s wishlist: PUT and DELETE change only the caller’s', async () => {
    const item = (id: string) => ({
      label: `Séjour ${id}`,
      imageUrl: `/images/${id}.jpg`,
      uri: `/fr/stay/${id}`,
      hotel: { label: 'Hôtel des Lilas', locationLabel: 'Paris', stars: 4 },
    });
    const put = (cookie: string, id: string, type = 'STAY') =>
      ctx.request(
        `/api/account/wishlist/${type}/${id}`,
        asCustomer(cookie, { ...post(item(id)), method: 'PUT' }),
      );
    const list = async (cookie: string) =>
      accountWishlistSchema.parse(
        await (await ctx.request('/api/account/wishlist', asCustomer(cookie))).json(),
      ).items;
    const anna = await signedIn('anna.jansen@example.nl');
    const bram = await signedIn('bram.devries@example.nl');
    expect((await put(anna, '101')).status).toBe(204);
    expect((await put(anna, '101')).status).toBe(204);
    expect((await put(bram, '202')).status).toBe(204);
    expect((await put(bram, '303', 'ACTIVITY')).status).toBe(204);
    expect((await list(anna)).map((i) => [i.type, i.id])).toEqual([['STAY', '101']]);
    // Anna deletes Bram's items: nothing of his changes, and she never sees them.
    for (const [type, id] of [
      ['STAY', '202'],
      ['ACTIVITY', '303'],
    ]) {
      const response = await ctx.request(
        `/api/account/wishlist/${type}/${id}`,
        asCustomer(anna, { method: 'DELETE' }),
      );
      expect(response.status).toBe(204);
    }
    expect((await list(bram)).map((i) => [i.type, i.id]).sort()).toEqual([
      ['ACTIVITY', '303'],
      ['STAY', '202'],
    ]);
    expect(JSON.stringify(await list(anna))).not.toContain('202');
    const deleted = await ctx.request(
      '/api/account/wishlist/STAY/101',
      asCustomer(anna, { method: 'DELETE' }),
    );
    expect(deleted.status).toBe(204);
    expect(await list(anna)).toEqual([]);
    // A guest changes nobody's.
    expect((await ctx.request('/api/account/wishlist/STAY/202', { method: 'DELETE' })).status).toBe(401);
    expect((await list(bram)).length).toBe(2);
    const badType = await ctx.request(
      '/api/account/wishlist/HOTEL/1',
      asCustomer(anna, { ...post(item('1')), method: 'PUT' }),
    );
    expect(badType.status).toBe(400);
  });
});
