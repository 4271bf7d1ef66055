import { apiErrorSchema, newsletterAnswerSchema } from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_RATE } from '../src/routes/newsletter';
import { errorOf, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The newsletter signup (002 §3 Newsletter request, §7; S-496, S-497, G-55).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

const rowsOf = async (email: string) =>
  (
    await sql<{ email: string; locale: string; source: string }>`
      select email, locale, source from newsletter_subscribers where lower(email) = lower(${email}) order by locale`.execute(
      ctx.db,
    )
  ).rows;

describe('POST /gateway/marketing/newsletter', () => {
  it('S-496 signs an address up to its market once, however often it is sent', async () => {
    const body = { email: 'Camille.Martin@example.fr', country: 'FR', language: 'fr' };
    for (const email of [body.email, 'camille.martin@EXAMPLE.fr', body.email]) {
      const response = await ctx.request('/gateway/marketing/newsletter', post({ ...body, email }));
      expect(response.status).toBe(201);
      expect(newsletterAnswerSchema.parse(await response.json())).toEqual({ subscribed: true });
    }
    // The same address in Belgium's two markets: a row each.
    for (const language of ['fr', 'nl']) {
      const response = await ctx.request(
        '/gateway/marketing/newsletter',
        post({ ...body, country: 'BE', language }),
      );
      expect(response.status).toBe(201);
    }
    expect(await rowsOf(body.email)).toEqual([
      { email: body.email, locale: 'fr_BE', source: 'footer' },
      { email: body.email, locale: 'fr_FR', source: 'footer' },
      { email: body.email, locale: 'nl_BE', source: 'footer' },
    ]);
  });

  it('S-410 refuses an invalid email or a country and language that are no market, and writes nothing', async () => {
    const refusals = [
      [{ email: 'camille@example', country: 'FR', language: 'fr' }, ['email']],
      [{ email: '', country: 'FR', language: 'fr' }, ['email']],
      [{ email: 'nobody@example.fr', country: 'FR', language: 'nl' }, ['language']],
      [{ email: 'nobody@example.fr', country: 'DE', language: 'de' }, ['country', 'language']],
    ] as const;
    for (const [body, paths] of refusals) {
      expect(await errorOf(ctx, '/gateway/marketing/newsletter', post(body))).toEqual({
        status: 400,
        paths,
      });
    }
    expect(await rowsOf('nobody@example.fr')).toEqual([]);
  });
});

describe('GET /api/marketing/newsletter', () => {
  it("S-497 G-55 signs the acquisition modal's address up with its source and answers {subscribed: true}", async () => {
    const query = 'email=lea%40example.nl&country=NL&language=nl';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await ctx.request(`/api/marketing/newsletter?${query}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ subscribed: true });
    }
    expect(await rowsOf('lea@example.nl')).toEqual([
      { email: 'lea@example.nl', locale: 'nl_NL', source: 'acquisitionModal' },
    ]);
    expect(await errorOf(ctx, '/api/marketing/newsletter?email=lea&country=NL&language=nl')).toEqual({
      status: 400,
      paths: ['email'],
    });
  });
});

describe('the newsletter limit', () => {
  const fromClient = (address: string, email: string): RequestInit => {
    const init = post({ email, country: 'IT', language: 'it' });
    return { ...init, headers: { ...init.headers, 'x-forwarded-for': address } };
  };

  it('S-496 refuses a signup past the limit of one client in 10 minutes with 429 and Retry-After, and writes nothing', async () => {
    const client = '203.0.113.7';
    for (let signup = 1; signup <= NEWSLETTER_RATE.limit; signup += 1) {
      const response = await ctx.request(
        '/gateway/marketing/newsletter',
        fromClient(client, `lettore${signup}@example.it`),
      );
      expect(response.status).toBe(201);
    }
    const refused = await ctx.request(
      '/gateway/marketing/newsletter',
      fromClient(client, 'oltre@example.it'),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(NEWSLETTER_RATE.windowSeconds);
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('TOO_MANY_REQUESTS');
    expect(await rowsOf('oltre@example.it')).toEqual([]);
    // The acquisition modal's signup counts against the same limit.
    const modal = await ctx.request(
      '/api/marketing/newsletter?email=oltre%40example.it&country=IT&language=it',
      {
        headers: { 'x-forwarded-for': client },
      },
    );
    expect(modal.status).toBe(429);

    // Another visitor is not held back by this one.
    const other = await ctx.request(
      '/gateway/marketing/newsletter',
      fromClient('198.51.100.4', 'altra@example.it'),
    );
    expect(other.status).toBe(201);

    // Once the window has passed, the client signs up again.
    await ctx.db
      .updateTable('rate_limit_hits')
      .set({ at: new Date(ctx.now.getTime() - (NEWSLETTER_RATE.windowSeconds + 1) * 1000) })
      .where('client', '=', client)
      .execute();
    const later = await ctx.request('/gateway/marketing/newsletter', fromClient(client, 'oltre@example.it'));
    expect(later.status).toBe(201);
    expect(await rowsOf('oltre@example.it')).toEqual([
      { email: 'oltre@example.it', locale: 'it_IT', source: 'footer' },
    ]);
  });
});
