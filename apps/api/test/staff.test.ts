import { contactPostOf } from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAuthConfig } from '../src/staff/config';
import { STAFF_COOKIE } from '../src/staff/signIn';
import { createTestContext, type TestContext } from './support';

// Customer-care mode's staff sign-in (000 §6, G-05): a real OpenID Connect provider (the local one
// `npm start` runs), the authorization code flow with PKCE, the session in the database behind an
// HttpOnly cookie, and the privileges the server gives only to it (S-443, the funnel).

const SHOP = 'http://shop.test';
let ctx: TestContext;
let auth: StaffAuthConfig;
let local: NonNullable<StaffAuthConfig['local']>;

beforeAll(async () => {
  ctx = await createTestContext({ shopOrigin: SHOP });
  auth = ctx.staffAuth;
  local = auth.local as NonNullable<StaffAuthConfig['local']>;
}, 120_000);
afterAll(() => ctx?.close());

/** The identity provider's cookies, as the staff member's browser keeps them. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const locationOf = (response: Response, base: string) =>
  new URL(response.headers.get('location') ?? '', base).href;

/** Signs in at the provider from a shop page: the callback's URL the provider sends back to. */
async function throughProvider(password = local.account.password, returnTo = '/fr/contact') {
  const start = await ctx.request(
    `/api/staff/signin?returnTo=${encodeURIComponent(returnTo)}&uiLocale=es-ES`,
  );
  expect(start.status).toBe(303);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.origin).toBe(auth.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${SHOP}/api/staff/callback`);
  const browser = new Browser();
  const toInteraction = await browser.get(authorize.href);
  const interaction = locationOf(toInteraction, auth.issuer);
  const page = await browser.get(interaction);
  const html = await page.text();
  // The provider's page speaks the shop's language.
  expect(html).toContain('Correo electrónico profesional');
  const signedIn = await browser.get(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: local.account.email, password }).toString(),
  });
  if (signedIn.status !== 303) return { refused: signedIn, callback: null };
  const resumed = await browser.get(locationOf(signedIn, auth.issuer));
  const callback = new URL(locationOf(resumed, auth.issuer));
  expect(callback.origin + callback.pathname).toBe(`${SHOP}/api/staff/callback`);
  return { refused: null, callback: `${callback.pathname}${callback.search}` };
}

async function signedInCookie(returnTo?: string): Promise<{ cookie: string; response: Response }> {
  const { callback } = await throughProvider(undefined, returnTo);
  const response = await ctx.request(callback ?? '');
  const set = response.headers.get('set-cookie') ?? '';
  return { cookie: set.split(';')[0] ?? '', response };
}

const contactForm = (cookie?: string): RequestInit => {
  const contact = contactPostOf(
    'emailconf',
    {
      bookingNumber: '12345678',
      name: 'Client au téléphone',
      email: 'client.phone@example.fr',
      phone: '+33 6 12 34 56 78',
      description: 'Appel reçu au service client',
    },
    { locale: 'fr_FR', country: 'FR' },
    '/fr/contact',
  );
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ ...contact, website: '' }).toString(),
  };
};

describe('staff sign-in', () => {
  it('G-05 signs in through the provider with PKCE, opens a session behind an HttpOnly cookie and goes back to the page', async () => {
    const { cookie, response } = await signedInCookie('/es/search?mode=CUSTOMER_CARE');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/search?mode=CUSTOMER_CARE');
    const set = response.headers.get('set-cookie') ?? '';
    expect(set).toMatch(new RegExp(`^${STAFF_COOKIE}=[\\w-]{43};`));
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    // Served over http here: Secure only on https.
    expect(set).not.toContain('Secure');
    const session = await ctx.request('/api/staff/session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ email: local.account.email, name: local.account.name });
    // The database keeps the token's hash only.
    const token = cookie.split('=')[1] ?? '';
    const rows = await ctx.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('G-05 a wrong password is refused by the provider, and no session opens', async () => {
    const before = await ctx.db.selectFrom('staff_sessions').select('token_hash').execute();
    const { refused } = await throughProvider('not-the-password');
    expect(refused?.status).toBe(401);
    expect(await refused?.text()).toContain('role="alert"');
    expect(await ctx.db.selectFrom('staff_sessions').select('token_hash').execute()).toHaveLength(
      before.length,
    );
  });

  it('G-05 a callback is taken once; a forged state opens nothing', async () => {
    const { callback } = await throughProvider();
    expect((await ctx.request(callback ?? '')).status).toBe(303);
    const replayed = await ctx.request(callback ?? '');
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).error.code).toBe('SIGN_IN_FAILED');
    expect(replayed.headers.get('set-cookie')).toBeNull();
    const forged = await ctx.request('/api/staff/callback?state=forged&code=forged');
    expect(forged.status).toBe(400);
  });

  it('G-05 never sends back to another site', async () => {
    const { response } = await signedInCookie('//evil.example/phish');
    expect(response.headers.get('location')).toBe('/');
  });

  it('G-05 without a session, or after signing out, the session is refused', async () => {
    expect((await ctx.request('/api/staff/session')).status).toBe(401);
    const forged = await ctx.request('/api/staff/session', { headers: { cookie: `${STAFF_COOKIE}=forged` } });
    expect((await forged.json()).error.code).toBe('STAFF_ONLY');
    const { cookie } = await signedInCookie();
    const out = await ctx.request('/api/staff/signout', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'returnTo=%2Ffr',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/fr');
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${STAFF_COOKIE}=;.*Max-Age=0`));
    expect((await ctx.request('/api/staff/session', { headers: { cookie } })).status).toBe(401);
  });
});

describe('customer-care privileges', () => {
  it('S-443 customer care files a contact request without a bot check; anyone else still needs one', async () => {
    // Without a staff session the bot check is asked for, a forged cookie changing nothing.
    for (const cookie of [undefined, `${STAFF_COOKIE}=forged`]) {
      const refused = await ctx.request('/api/crm/contact', contactForm(cookie));
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.issues.map((i: { path: string }) => i.path)).toEqual(['altcha']);
    }
    const { cookie } = await signedInCookie();
    const filed = await ctx.request('/api/crm/contact', contactForm(cookie));
    expect(filed.status).toBe(303);
    const rows = await ctx.db
      .selectFrom('contact_requests')
      .select('bot_check')
      .where('email', '=', 'client.phone@example.fr')
      .execute();
    expect(rows).toEqual([{ bot_check: 'staff' }]);
  });

  it('the funnel is the staff’s: per market and day, from the stored events and the confirmed orders', async () => {
    expect((await ctx.request('/api/staff/funnel?from=2026-06-01&to=2026-06-01')).status).toBe(401);
    const { cookie } = await signedInCookie();
    const at = '2026-06-01T10:00:00Z';
    await ctx.db
      .insertInto('analytics_events')
      .values(
        ['view_item_list', 'view_item_list', 'view_item', 'add_to_cart'].map((name) => ({
          pos: 'it_it',
          client_id: 'c1',
          session_id: 's1',
          is_logged_in: false,
          name,
          params: JSON.stringify({}),
          at: new Date(at),
        })),
      )
      .execute();
    const answer = await ctx.request('/api/staff/funnel?from=2026-06-01&to=2026-06-01', {
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    const { days } = await answer.json();
    expect(days).toContainEqual({
      pos: 'it_it',
      day: '2026-06-01',
      viewItemList: 2,
      viewItem: 1,
      addToCart: 1,
      orders: 0,
      revenue: 0,
    });
    const tooLong = await ctx.request('/api/staff/funnel?from=2026-06-01&to=2026-07-15', {
      headers: { cookie },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.issues.map((i: { path: string }) => i.path)).toEqual(['to']);
  });
});
