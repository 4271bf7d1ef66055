import { createHmac } from 'node:crypto';
import {
  analyticsItem,
  apiErrorSchema,
  contactPostOf,
  generateVoucherCode,
  type OrderRequest,
  orderCreatedSchema,
  orderSchema,
  SANDBOX_CARDS,
} from '@escale/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { giftStayItems, SAMPLE_BUYER } from '../../../scripts/sample-order.mjs';
import { createApp } from '../src/app';
import { ANALYTICS_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES, URL_LIMIT_CHARS } from '../src/http/limits';
import {
  CONTACT_ADDRESS_RATE,
  CONTACT_RATE,
  LOG_RATE,
  ORDER_KEY_RATE,
  ORDER_RATE,
  PAYMENT_INTENT_RATE,
  type RateLimit,
  REDEMPTION_CODE_RATE,
  REDEMPTION_RATE,
  STAFF_SIGNIN_RATE,
} from '../src/http/rateLimit';
import { SandboxPaymentProvider } from '../src/orders/payments';
import type { SearchIndex } from '../src/search/index';
import { paidOrderOf } from './orderSupport';
import { createTestContext, giftableOffer, type TestContext } from './support';

// The limits of issue 16 §2 (docs/decisions.md "Limits"): bodies and URLs bounded, lists too, the
// routes that write or mail limited per client and per key in the database, and an order read only
// by the holder of its access token.

let ctx: TestContext;
/** An order the checkout would send: a gift of a stay, paid by a sandbox card. */
let order: OrderRequest;
let offerId: number;
/** The same order with a payment of its own, which no other order used. */
const freshOrder = () => paidOrderOf(ctx, giftStayItems(offerId, 2, 'Léa', 'Bon séjour !'));

beforeAll(async () => {
  ctx = await createTestContext();
  offerId = await giftableOffer(ctx);
  order = await freshOrder();
}, 120_000);
afterAll(() => ctx?.close());

let clients = 0;
/** A client address of its own, so that no test counts against another's. */
const newClient = () => `203.0.113.${++clients}`;

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const from = (client: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': client },
});

const ordersCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * The `limit` requests a client made within the window, as any process on the database counted
 * them: a few seconds ago, the oldest 60 seconds ago.
 */
async function alreadyMade(rate: RateLimit, client: string) {
  const now = ctx.now.getTime();
  await ctx.db
    .insertInto('rate_limit_hits')
    .values(
      Array.from({ length: rate.limit }, (_, i) => ({
        bucket: rate.bucket,
        client,
        at: new Date(now - (i === 0 ? 60_000 : 1_000)),
      })),
    )
    .execute();
}

/** A 429 TOO_MANY_REQUESTS whose Retry-After is when the oldest request counted leaves the window. */
async function expectRefused(response: Response, rate: RateLimit) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBe(rate.windowSeconds - 60);
  expect(apiErrorSchema.parse(await response.json()).error.code).toBe('TOO_MANY_REQUESTS');
}

describe('request sizes', () => {
  it('refuses a 2 MB order with 413 PAYLOAD_TOO_LARGE from its Content-Length, and places nothing', async () => {
    const before = await ordersCount();
    const huge = JSON.stringify({ ...order, padding: 'x'.repeat(2 * 1024 * 1024) });
    const response = await ctx.request(
      '/route/purchase/orders',
      json(huge, { 'content-length': String(Buffer.byteLength(huge)) }),
    );
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await ordersCount()).toBe(before);
  });

  it('refuses a body without a length once more than the limit has streamed in, never reading the rest', async () => {
    let chunksRead = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksRead += 1;
        if (chunksRead > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await ctx.request('/gateway/logs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    // 64 KB is five chunks: the stream is abandoned long before its 16 MB.
    expect(chunksRead).toBeLessThan(BODY_LIMIT_BYTES / chunk.length + 5);
  });

  it('takes the largest order a buyer sends (the longest gift message and names), far below the limit', () => {
    const largest = {
      ...order,
      buyer: {
        ...SAMPLE_BUYER,
        firstName: 'a'.repeat(50),
        lastName: 'b'.repeat(50),
        addressLine: 'c'.repeat(200),
      },
      items: giftStayItems(1, 2, 'd'.repeat(100), 'e'.repeat(1000)),
    };
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(BODY_LIMIT_BYTES / 8);
  });

  it('S-456 takes an analytics batch of 25 events of 50 items each, names at their longest, beyond the 64 KB of other bodies', async () => {
    const items = Array.from({ length: 50 }, (_, index) =>
      analyticsItem('stay', 100_000 + index, `Hôtel ${'é'.repeat(194)}`, 123_456, index),
    );
    const hit = {
      clientId: '1234567890.1700000000',
      sessionId: 'session-0001',
      userData: { isLoggedIn: false },
      events: Array.from({ length: 25 }, () => ({
        name: 'view_item_list',
        at: ctx.now.getTime(),
        params: { item_list_name: 'search' },
        items,
      })),
    };
    const size = Buffer.byteLength(JSON.stringify(hit));
    expect(size).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(size).toBeLessThan(ANALYTICS_BODY_LIMIT_BYTES);
    const response = await ctx.request('/analytics/ga/collect/fr_fr', from(newClient(), json(hit)));
    expect(response.status).toBe(201);
  });

  it(`refuses a URL longer than ${URL_LIMIT_CHARS} characters with 414 URI_TOO_LONG, and takes fifty ids in a list`, async () => {
    const long = await ctx.request(`/api/offers.json?locale=fr_FR&q=${'a'.repeat(URL_LIMIT_CHARS)}`);
    expect(long.status).toBe(414);
    expect(apiErrorSchema.parse(await long.json()).error.code).toBe('URI_TOO_LONG');
    const fiftyIds = Array.from({ length: 50 }, (_, i) => `destination-${'x'.repeat(50)}-${i}`).join(',');
    const listed = await ctx.request(`/api/offers.json?locale=fr_FR&themes=${fiftyIds}`);
    expect(listed.status).not.toBe(414);
  });

  it('bounds every list of every query and body in the OpenAPI document, and documents 413 and 414', async () => {
    const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const unbounded: string[] = [];
    let lists = 0;
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'array') {
        lists += 1;
        if (typeof schema.maxItems !== 'number') unbounded.push(where);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          walk(parameter.schema, `${method} ${path} ${parameter.name}`);
        walk(operation.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`);
        // The routes of the registry; the images' own route answers only its SVG or 404.
        if (!('400' in operation.responses)) continue;
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('414');
        if (method === 'post' || method === 'put') {
          expect(Object.keys(operation.responses), `${method} ${path}`).toContain('413');
        }
      }
    }
    expect(lists).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });
});

interface Operation {
  parameters?: { name: string; schema: unknown }[];
  requestBody?: { content?: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
}

describe('rate limits', () => {
  it('holds across processes: a client’s log lines sent to two apps on one database count together', async () => {
    // Another process: its own app, payments and memory, on the same database.
    const { app: other } = createApp({
      db: ctx.db,
      databaseKind: ctx.databaseKind,
      catalog: ctx.catalog,
      search: {} as SearchIndex,
      logger: pino({ level: 'silent' }),
      now: () => ctx.now,
      payments: new SandboxPaymentProvider(() => ctx.now),
      staffAuth: ctx.staffAuth,
    });
    const client = newClient();
    const line = { level: 'WARN', locale: 'fr_FR', location: 'application.client.log', message: 'slow' };
    for (let i = 0; i < LOG_RATE.limit; i += 1) {
      const response =
        i % 2 === 0
          ? await ctx.request('/gateway/logs', from(client, json(line)))
          : await other.request('/gateway/logs', from(client, json(line)));
      expect(response.status).toBe(204);
    }
    expect((await ctx.request('/gateway/logs', from(client, json(line)))).status).toBe(429);
    expect((await other.request('/gateway/logs', from(client, json(line)))).status).toBe(429);
  });

  it('refuses the 61st log line of a client in a minute, and not another client’s', async () => {
    const client = newClient();
    const line = { level: 'ERROR', locale: 'fr_FR', location: 'application.client.error', message: 'boom' };
    for (let i = 0; i < LOG_RATE.limit; i += 1) {
      expect((await ctx.request('/gateway/logs', from(client, json(line)))).status).toBe(204);
    }
    const refused = await ctx.request('/gateway/logs', from(client, json(line)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(LOG_RATE.windowSeconds);
    // The 404 page's reports count with them; another client is not refused.
    const report = json({ uri: '/fr/nowhere', locale: 'fr_FR' });
    expect((await ctx.request('/error', from(client, report))).status).toBe(429);
    expect((await ctx.request('/error', from(newClient(), report))).status).toBe(204);
  });

  it('S-498 refuses an order past the limit of its client with 429 and Retry-After, and places nothing', async () => {
    const client = newClient();
    await alreadyMade(ORDER_RATE, client);
    const before = await ordersCount();
    await expectRefused(await ctx.request('/route/purchase/orders', from(client, json(order))), ORDER_RATE);
    await expectRefused(
      await ctx.request(
        '/route/purchase/zeppto',
        from(
          client,
          json({ ...order, pspAuthorization: { ...order.pspAuthorization, paymentMethod: 'DEFERRED' } }),
        ),
      ),
      ORDER_RATE,
    );
    expect(await ordersCount()).toBe(before);
    // The same order from another client is placed.
    const placed = await ctx.request('/route/purchase/orders', from(newClient(), json(await freshOrder())));
    expect(placed.status).toBe(201);
    expect(await ordersCount()).toBe(before + 1);
  });

  it('refuses an Idempotency-Key used past its limit, whoever sends it, and places nothing', async () => {
    const key = crypto.randomUUID();
    await alreadyMade(ORDER_KEY_RATE, key);
    const before = await ordersCount();
    const response = await ctx.request(
      '/route/purchase/orders',
      from(newClient(), json(order, { 'Idempotency-Key': key })),
    );
    await expectRefused(response, ORDER_KEY_RATE);
    expect(await ordersCount()).toBe(before);
  });

  it('refuses a payment intent past the limit of its client, and keeps no card', async () => {
    const client = newClient();
    await alreadyMade(PAYMENT_INTENT_RATE, client);
    const createIntent = vi.spyOn(ctx.payments, 'createIntent');
    const card = { method: 'card', card: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' } };
    await expectRefused(
      await ctx.request('/gateway/psp/intents', from(client, json(card))),
      PAYMENT_INTENT_RATE,
    );
    expect(createIntent).not.toHaveBeenCalled();
    expect((await ctx.request('/gateway/psp/intents', from(newClient(), json(card)))).status).toBe(201);
    createIntent.mockRestore();
  });

  it('S-428 refuses a contact request past the limit of its client or of its e-mail address, and files nothing', async () => {
    const values = {
      bookingNumber: '12345678',
      name: 'Anne Martin',
      email: 'limite@example.fr',
      phone: '+33 6 12 34 56 78',
      description: 'Une question sur ma réservation.',
    };
    const contact = contactPostOf('emailconf', values, { locale: 'fr_FR', country: 'FR' }, '/fr/contact');
    const filed = () =>
      ctx.db.selectFrom('contact_requests').selectAll().where('email', '=', values.email).execute();
    const client = newClient();
    await alreadyMade(CONTACT_RATE, client);
    await expectRefused(await ctx.request('/api/crm/contact', from(client, json(contact))), CONTACT_RATE);
    await alreadyMade(CONTACT_ADDRESS_RATE, values.email);
    const refused = await ctx.request('/api/crm/contact', from(newClient(), json(contact)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(CONTACT_ADDRESS_RATE.windowSeconds - 60);
    expect(await filed()).toEqual([]);
  });

  it('S-349 refuses a voucher exchange past the limit of its client or of its code, and exchanges nothing', async () => {
    const code = generateVoucherCode();
    const exchange = {
      code,
      locale: 'fr_FR',
      checkinDate: '2026-07-10',
      beneficiary: SAMPLE_BUYER,
      expectedSupplement: 0,
      pspAuthorization: null,
    };
    const client = newClient();
    await alreadyMade(REDEMPTION_RATE, client);
    await expectRefused(
      await ctx.request('/api/beneficiary/redemptions', from(client, json(exchange))),
      REDEMPTION_RATE,
    );
    await alreadyMade(REDEMPTION_CODE_RATE, code);
    await expectRefused(
      await ctx.request('/api/beneficiary/redemptions', from(newClient(), json(exchange))),
      REDEMPTION_CODE_RATE,
    );
    // A code nobody was refused for is looked up as before: this one is no voucher.
    const other = { ...exchange, code: generateVoucherCode() };
    expect((await ctx.request('/api/beneficiary/redemptions', from(newClient(), json(other)))).status).toBe(
      404,
    );
    expect(await ctx.db.selectFrom('redemptions').selectAll().execute()).toEqual([]);
  });

  it('S-441 refuses a staff sign-in past the limit of its client, and starts none at the provider', async () => {
    const started = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('staff_sign_ins')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const client = newClient();
    await alreadyMade(STAFF_SIGNIN_RATE, client);
    const before = await started();
    await expectRefused(
      await ctx.request('/api/staff/signin?returnTo=%2Ffr', from(client)),
      STAFF_SIGNIN_RATE,
    );
    await expectRefused(
      await ctx.request('/api/staff/callback?state=abc&code=def', from(client)),
      STAFF_SIGNIN_RATE,
    );
    expect(await started()).toBe(before);
    expect((await ctx.request('/api/staff/signin?returnTo=%2Ffr', from(newClient()))).status).toBe(303);
    expect(await started()).toBe(before + 1);
  });
});

describe('an order read', () => {
  async function placed() {
    const response = await ctx.request(
      '/route/purchase/orders',
      from(newClient(), json(await freshOrder(), { 'Idempotency-Key': crypto.randomUUID() })),
    );
    expect(response.status).toBe(201);
    return orderCreatedSchema.parse(await response.json());
  }
  const read = (orderUUID: string, token?: string) =>
    ctx.request(`/api/orders/${orderUUID}`, token ? { headers: { 'x-order-access': token } } : {});

  it('G-62 answers the order with its buyer to the holder of the token its placing gave', async () => {
    const created = await placed();
    const answer = await read(created.orderUUID, created.accessToken);
    expect(answer.status).toBe(200);
    const full = orderSchema.parse(await answer.json());
    expect(full.buyer).toEqual({
      firstName: SAMPLE_BUYER.firstName,
      lastName: SAMPLE_BUYER.lastName,
      email: SAMPLE_BUYER.email,
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('documents the X-Order-Access header of the order read in the OpenAPI document', async () => {
    const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation & { parameters: { name: string; in: string }[] }>>;
    };
    const read = doc.paths['/api/orders/{orderUUID}']?.get;
    expect(read?.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Order-Access', in: 'header' }),
    );
  });

  it('answers the id alone with a 404 that names nobody, as for no order', async () => {
    const created = await placed();
    const answer = await read(created.orderUUID);
    expect(answer.status).toBe(404);
    const text = await answer.text();
    expect(apiErrorSchema.parse(JSON.parse(text)).error.code).toBe('NOT_FOUND');
    for (const personal of [
      SAMPLE_BUYER.email,
      SAMPLE_BUYER.lastName,
      SAMPLE_BUYER.phoneNumber,
      SAMPLE_BUYER.addressLine,
    ]) {
      expect(text).not.toContain(personal);
    }
    const unknown = await read(crypto.randomUUID());
    expect(unknown.status).toBe(404);
  });

  it('refuses another order’s token, a forged one and a truncated one', async () => {
    const [mine, theirs] = [await placed(), await placed()];
    const forged = `${mine.accessToken.slice(0, -1)}${mine.accessToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [theirs.accessToken, forged, mine.accessToken.slice(0, 20), 'x'.repeat(43)]) {
      expect((await read(mine.orderUUID, token)).status, token).toBe(404);
    }
  });

  it('gives the same token again with a replayed answer, and one that any process on the database checks', async () => {
    const key = crypto.randomUUID();
    const first = await ctx.request(
      '/route/purchase/orders',
      from(newClient(), json(order, { 'Idempotency-Key': key })),
    );
    const again = await ctx.request(
      '/route/purchase/orders',
      from(newClient(), json(order, { 'Idempotency-Key': key })),
    );
    const [a, b] = [
      orderCreatedSchema.parse(await first.json()),
      orderCreatedSchema.parse(await again.json()),
    ];
    expect(b.accessToken).toBe(a.accessToken);
    // The key is the database's, not the process's: any process signs with the one its migration made.
    const { value: secret } = await ctx.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'orderAccess')
      .executeTakeFirstOrThrow();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(createHmac('sha256', secret).update(`order:${a.orderUUID}`).digest('base64url')).toBe(
      a.accessToken,
    );
  });
});
