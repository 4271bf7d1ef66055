import { apiErrorSchema, type OrderItems, type OrderRequest, SANDBOX_CARDS } from '@escale/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, SAMPLE_BUYER, stayOrderItems } from '../../../scripts/sample-order.mjs';
import type { AnyRouteSpec, Method } from '../src/http/route';
import { createTestContext, knownIdsOf, type TestContext } from './support';

// Bad input never becomes a 5xx (issue 16 §3): requests derived from every route's schema (the
// OpenAPI document is generated from the same schemas) for every path and method, with values that
// are missing, ill-typed, huge, negative, unicode or hostile, in bodies of every content type. Each
// answer is a 2xx matching the route's schema or a 4xx with the error shape, within a time limit;
// a refused request to a route that changes state writes no row (triggers count every write).

let ctx: TestContext;
/** Fixed so CI is repeatable; `FUZZ_SEED=random` (or a number) explores further. */
const FUZZ_SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261129);
/** Requests per route and method; fewer on the PostgreSQL run, which repeats the same code paths. */
const runsPerRoute = () => Number(process.env.FUZZ_RUNS ?? (ctx.databaseKind === 'postgres' ? 10 : 60));
/** Longer than any answer of the test catalog takes: past it, the request is a hang. */
const REQUEST_TIMEOUT_MS = 5_000;
/**
 * Tables a refused request may write by design: the rate limits' counts, the failed voucher
 * logins that slow down guessing, and an Idempotency-Key's stored refusal, replayed on retry.
 */
const WRITTEN_WHEN_REFUSED = new Set(['rate_limit_hits', 'voucher_login_failures', 'idempotency_keys']);

const tried = { requests: 0, refused: 0, accepted: 0, failed: 0 };
/** Real ids by path parameter or field name, so random inputs also reach existing entities. */
const knownIds: Record<string, string[]> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  Object.assign(knownIds, await knownIdsOf(ctx));
  knownIds.type = ['hotel', 'offer', 'activity'];
  knownIds.locale = ['fr_FR', 'nl_BE'];
  await countWrites(ctx);
}, 120_000);

afterAll(async () => {
  console.log(
    `API fuzz (${ctx?.databaseKind}, seed ${FUZZ_SEED}): ${tried.requests} requests tried, ${tried.refused} refused with a 4xx, ${tried.accepted} accepted, ${tried.failed} answered 5xx`,
  );
  await ctx?.close();
});

/** A trigger on every table adds each inserted, updated or deleted row to `fuzz_writes`. */
async function countWrites(context: TestContext): Promise<void> {
  await sql`create table fuzz_writes (name text primary key, n bigint not null)`.execute(context.db);
  await sql`create function fuzz_count() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes values (TG_TABLE_NAME, 1) on conflict (name) do update set n = fuzz_writes.n + 1;
      return null;
    end $$`.execute(context.db);
  // One statement for every table: a round trip each would cost seconds on PGlite.
  await sql`do $$
    declare t text;
    begin
      for t in select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name <> all (${sql.raw(`array[${[...WRITTEN_WHEN_REFUSED, 'fuzz_writes'].map((name) => `'${name}'`).join(', ')}]`)})
      loop
        execute format('create trigger fuzz_count after insert or update or delete on %I for each row execute function fuzz_count()', t);
      end loop;
    end $$`.execute(context.db);
}

async function writes(): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; n: string }>`select name, n from fuzz_writes`.execute(ctx.db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

const methodsOf = (route: AnyRouteSpec): Method[] =>
  Array.isArray(route.method) ? route.method : [route.method];

// ── Values ───────────────────────────────────────────────────────────────────────────────────

const MEGABYTE = 1024 * 1024;
const hostileStrings = [
  "' OR 1=1 --",
  "'; drop table orders;--",
  '1; select pg_sleep(10)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a\u0000b',
  '\u0000',
  'line\r\nSet-Cookie: x=1',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\uD800',
  '\uFEFF',
  '$' + '{7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  ' ',
  '',
];
const junkNumbers = [0, -1, -0.5, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE];

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom(2_000, 20_000).map((n) => 'é'.repeat(n)),
);

/** Anything in place of any value: the wrong type, out of range, huge, hostile. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(...junkNumbers), weight: 2 },
  { arbitrary: fc.integer({ min: -100_000, max: 100_000 }), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

function inputSchema(route: AnyRouteSpec): JsonSchema {
  if (!route.query) return {};
  return z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const isoDate = fc
  .date({ min: new Date('2025-12-01'), max: new Date('2027-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A value that often fits the schema and sometimes does not, at every depth. */
function anyValueOf(schema: JsonSchema, name: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fittingValueOf(schema, name, depth), weight: 4 },
    { arbitrary: junk, weight: 1 },
  );
}

function fittingValueOf(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fittingValueOf(variant, name, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const known = knownIds[name];
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -1000);
      const max = Math.min(schema.maximum ?? 100_000, 100_000);
      const range = fc.integer({ min: Math.min(min, max), max });
      return known ? fc.oneof(fc.constantFrom(...known.map(Number)), range) : range;
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (known) return fc.constantFrom(...known);
      if (schema.format === 'date') return isoDate;
      if (schema.format === 'uuid') return fc.uuid();
      if (/email/i.test(name)) return fc.emailAddress();
      if (schema.pattern) {
        const matching = stringMatching(schema.pattern);
        if (matching) return matching;
      }
      // Free text: any unicode, or a hostile string short enough to pass the schema.
      const maxLength = schema.maxLength ?? 1000;
      return fc.oneof(
        fc.string({ maxLength: Math.min(maxLength, 30), unit: 'grapheme' }),
        fc.constantFrom(...hostileStrings.filter((text) => text.length <= maxLength)),
      );
    }
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(anyValueOf(schema.items ?? {}, name, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case 'object':
      return depth > 4 ? fc.constant({}) : objectOf(schema, depth + 1);
    default:
      return junk;
  }
}

/** Strings that match a pattern, when fast-check can read the pattern. */
function stringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= 300);
  } catch {
    return undefined;
  }
}

/** An object with some of the schema's fields (the required ones more often), and sometimes an unknown one. */
function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) => {
    const present = required.has(name)
      ? fc.oneof({ arbitrary: fc.constant(true), weight: 6 }, { arbitrary: fc.constant(false), weight: 1 })
      : fc.boolean();
    return fc.tuple(fc.constant(name), present, anyValueOf(property, name, depth));
  });
  return fc
    .tuple(
      fc.tuple(...fields),
      fc.option(fc.tuple(fc.constantFrom('unknownKey', '__proto__', 'constructor'), junk)),
    )
    .map(([entries, extra]) => {
      const object: Record<string, unknown> = {};
      for (const [name, present, value] of entries) if (present) object[name] = value;
      if (extra) Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true });
      return object;
    });
}

function pathParams(route: AnyRouteSpec): fc.Arbitrary<Record<string, string>> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          fc.constantFrom(...(knownIds[name] ?? ['1'])),
          hostileString,
          fc.integer({ min: -1000, max: 1e9 }).map(String),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string, pattern?: string) => {
    const value = encodePathValue(values[name] ?? '1');
    // A suffix written inside the pattern (`:id{[0-9]+\\.json}`) stays after the value.
    const suffix = pattern?.match(/\\\.(\w+)\}$/)?.[1];
    return suffix ? `${value}.${suffix}` : value;
  });
}

/** Percent-encoded; a lone surrogate becomes the bytes of invalid UTF-8, as a robot may send them. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** A query string value as a browser or a robot writes it. */
function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(queryValue).join(',');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function queryOf(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) search.append(key, queryValue(value));
  return search.toString();
}

/** Header values (bytes only, as HTTP carries them): malformed escapes, huge, hostile. */
const headerJunk = fc.oneof(
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '%00',
    "' OR 1=1 --",
    '../../etc/passwd',
    '"quoted"',
    ';;;',
    '=',
    'x'.repeat(8000),
  ),
  fc.stringMatching(/^[A-Za-z0-9_.:-]{1,300}$/),
);

/** The session cookies and the Idempotency-Key, forged, sometimes. */
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc
      .tuple(headerJunk, headerJunk)
      .map(([session, staff]) => `escale_session=${session}; escale_staff=${staff}`),
    'idempotency-key': headerJunk,
  },
  { requiredKeys: [] },
);

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────

interface Sent {
  init: RequestInit;
  /** The JSON object the server reads, when the body is one (for the schema's verdict). */
  parsed?: Record<string, unknown>;
  label: string;
}

const MALFORMED = [
  '{"locale": ',
  '{',
  '[]',
  '[{}]',
  '"text"',
  '42',
  'null',
  'true',
  '<?xml version="1.0"?><a/>',
  '\u0000\u0001\u0002',
  '{"a":1}{"b":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"locale":"fr_FR","x":"${'\\ud800'.repeat(10)}"}`,
];

type BodyKind =
  | 'json'
  | 'no content type'
  | 'text/plain'
  | 'form-encoded'
  | 'multipart'
  | 'malformed'
  | '1 MB JSON'
  | '1 MB of text'
  | '1 MB in each field';

/** The values sent as JSON most often, else in another content type, malformed or 1 MB large. */
function bodyOf(values: Record<string, unknown>): fc.Arbitrary<Sent> {
  const kind = fc.oneof(
    { weight: 8, arbitrary: fc.constant<BodyKind>('json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyKind>('no content type', 'text/plain', 'form-encoded', 'multipart'),
    },
    { weight: 1, arbitrary: fc.constant<BodyKind>('malformed') },
    { weight: 1, arbitrary: fc.constantFrom<BodyKind>('1 MB JSON', '1 MB of text', '1 MB in each field') },
  );
  // Built once drawn: a megabyte per generated value would slow the whole run down.
  return fc.tuple(kind, fc.nat(MALFORMED.length - 1)).map(([kind, index]) => sentAs(kind, values, index));
}

function sentAs(kind: BodyKind, values: Record<string, unknown>, index: number): Sent {
  const json = JSON.stringify(values);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) form.append(key, queryValue(value));
  const typed = (type: string, body: BodyInit) => ({ headers: { 'content-type': type }, body });
  switch (kind) {
    case 'json':
      return { init: typed('application/json', json), parsed: values, label: `json ${json.slice(0, 300)}` };
    case 'no content type':
      return { init: { body: json }, parsed: values, label: `${kind} ${json.slice(0, 300)}` };
    case 'text/plain':
      return { init: typed('text/plain', json), parsed: values, label: `${kind} ${json.slice(0, 300)}` };
    case 'form-encoded':
      return { init: typed('application/x-www-form-urlencoded', form.toString()), label: `${kind} ${form}` };
    case 'multipart': {
      const data = new FormData();
      for (const [key, value] of form) data.append(key, value);
      data.append('file', new Blob(['%PDF-1.4 junk']), 'x.pdf');
      return { init: { body: data }, label: kind };
    }
    case 'malformed': {
      const body = MALFORMED[index] ?? '{';
      return { init: typed('application/json', body), label: `malformed ${body.slice(0, 40)}` };
    }
    case '1 MB JSON':
      return {
        init: typed('application/json', JSON.stringify({ ...values, padding: 'x'.repeat(MEGABYTE) })),
        parsed: { ...values, padding: 'x'.repeat(MEGABYTE) },
        label: kind,
      };
    case '1 MB of text':
      return { init: typed('application/json', 'a'.repeat(MEGABYTE)), label: kind };
    case '1 MB in each field': {
      const big = Object.fromEntries(Object.keys(values).map((key) => [key, 'é'.repeat(MEGABYTE / 4)]));
      return { init: typed('application/json', JSON.stringify(big)), parsed: big, label: kind };
    }
  }
}

// ── A valid order, to break ─────────────────────────────────────────────────────────────────

const orderRoute = () => {
  const route = ctx.routes.find((r) => r.path === '/route/purchase/orders');
  if (!route) throw new Error('No order route');
  return route;
};

/** An order as JSON, for changes its type forbids. */
interface LooseOrder {
  locale: string;
  currency: string;
  expectedAmount: number;
  buyer: Record<string, string>;
  items: {
    shortStayItem: {
      reservationCriteria: {
        offerId: number;
        activityDaySelections: { activityId: number; date: string }[];
        pax: { numberOfAdults: number };
        travelPeriod: { checkinDate: string; checkoutDate: string };
      };
    };
  };
  pspAuthorization?: unknown;
}

interface Priced {
  activities: { activityId: number }[];
  cancellationPolicy: { isCancellable: boolean };
  breakdown: { totalAmount: number };
  paymentIntentId: string;
}

async function postJson(path: string, body: unknown): Promise<{ status: number; body: Priced }> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** An order of the first bookable stay of a cancellable offer, priced and paid as the checkout does. */
async function validOrder(): Promise<OrderRequest> {
  const { rows } = await sql<{ id: number }>`select o.id from offers o join hotels h on h.id = o.hotel_id
    where o.active and h.active and o.cancellable and o.nights_min <= 2 and o.nights_max >= 2
    order by o.id limit 20`.execute(ctx.db);
  for (const { id } of rows) {
    for (let day = '2026-07-01', i = 0; i < 60; i += 1, day = addDays(day, 1)) {
      const quote = ctx.catalog.quote(id, {
        checkin: day,
        nights: 2,
        pax: { adults: 2, children: 0, babies: 0 },
      });
      if (!quote?.bookable) continue;
      const first = await postJson('/api/purchase/checkout', {
        locale: 'fr_FR',
        items: stayOrderItems(id, day),
      });
      if (first.status !== 200) continue;
      const activityIds = first.body.activities.map((activity) => activity.activityId);
      const items = stayOrderItems(id, day, activityIds) as OrderItems;
      items.insuranceItem = {
        choice: first.body.cancellationPolicy.isCancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE',
        insuranceId: null,
      };
      const summary = await postJson('/api/purchase/checkout', { locale: 'fr_FR', items });
      const intent = await postJson('/gateway/psp/intents', {
        method: 'card',
        card: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' },
      });
      return {
        locale: 'fr_FR',
        currency: 'EUR',
        expectedAmount: summary.body.breakdown.totalAmount,
        buyer: { ...SAMPLE_BUYER },
        items,
        pspAuthorization: { paymentIntentId: intent.body.paymentIntentId, paymentMethod: 'CARD' },
      } as OrderRequest;
    }
  }
  throw new Error('The test catalog has no bookable stay');
}

// ── Checks ───────────────────────────────────────────────────────────────────────────────────

let client = 0;
/** Each request from its own address, so that rate limits (429) do not hide what comes after them. */
function nextClient(): string {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  tried.requests += 1;
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', nextClient());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([ctx.request(path, { ...init, headers }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectAnswer(route: AnyRouteSpec, response: Response, label: string): Promise<void> {
  if (response.status >= 500) tried.failed += 1;
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    tried.refused += 1;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    expect(apiErrorSchema.safeParse(body).success, `${label}: ${text.slice(0, 300)}`).toBe(true);
    return;
  }
  tried.accepted += 1;
  if (response.status === 204) return void expect(await response.text(), label).toBe('');
  if (response.status === 303) return void expect(response.headers.get('location'), label).toBeTruthy();
  if (route.produces) return void (await response.arrayBuffer());
  const parsed = route.response.safeParse(await response.json());
  expect(parsed.success, `${label}: ${parsed.error?.message}`).toBe(true);
}

const changesState = (method: Method) => method !== 'get';

describe('API under hostile input (issue 16 §3)', () => {
  const routes = () => ctx.routes.flatMap((route) => methodsOf(route).map((method) => ({ route, method })));

  it('sees the rows an accepted request writes (the check the refusals below pass)', async () => {
    const before = await writes();
    const response = await send('/gateway/marketing/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz.oracle@example.fr', country: 'FR', language: 'fr' }),
    });
    expect(response.status).toBeLessThan(300);
    expect((await writes()).newsletter_subscribers ?? 0).toBeGreaterThan(before.newsletter_subscribers ?? 0);
  });

  it('answers every path and method, whatever the query string, with a 2xx of its schema or a 4xx error, never a 5xx or a hang', async () => {
    for (const { route, method } of routes().filter(
      ({ method }) => method === 'get' || method === 'delete',
    )) {
      const schema = inputSchema(route);
      await fc.assert(
        fc.asyncProperty(
          pathParams(route),
          objectOf(schema),
          hostileHeaders,
          async (params, values, headers) => {
            const url = `${fillPath(route.path, params)}?${queryOf(values)}`;
            const before = changesState(method) ? await writes() : undefined;
            const response = await send(url, { method: method.toUpperCase(), headers });
            const label = `${method.toUpperCase()} ${url.slice(0, 400)}`;
            await expectAnswer(route, response, label);
            if (before && response.status >= 400) expect(await writes(), `${label} wrote`).toEqual(before);
          },
        ),
        { numRuns: runsPerRoute(), seed: FUZZ_SEED },
      );
    }
  }, 300_000);

  it('refuses ill-typed, huge, hostile or malformed bodies of every POST and PUT with a 4xx error and writes nothing', async () => {
    for (const { route, method } of routes().filter(({ method }) => method === 'post' || method === 'put')) {
      const schema = inputSchema(route);
      await fc.assert(
        fc.asyncProperty(
          pathParams(route),
          objectOf(schema).chain((values) => bodyOf(values)),
          hostileHeaders,
          async (params, sent, headers) => {
            const url = fillPath(route.path, params);
            const before = await writes();
            const response = await send(url, {
              ...sent.init,
              headers: { ...(sent.init.headers as Record<string, string> | undefined), ...headers },
              method: method.toUpperCase(),
            });
            const label = `${method.toUpperCase()} ${url} ${sent.label}`;
            await expectAnswer(route, response, label);
            if (response.status >= 400) {
              expect(await writes(), `${label} wrote`).toEqual(before);
            } else if (sent.parsed && route.query) {
              // Only a body that the route's schema accepts may change anything.
              expect(route.query.safeParse(sent.parsed).success, `${label} accepted`).toBe(true);
            }
          },
        ),
        { numRuns: runsPerRoute(), seed: FUZZ_SEED },
      );
    }
  }, 300_000);

  it('refuses a null character in any field with a 400 naming it, before any query (found by this fuzz: the messenger and the staff callback answered 500)', async () => {
    const message = await send('/api/messenger/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: 'escale', locale: 'fr_FR', text: 'Bonjour\u0000' }),
    });
    expect(message.status).toBe(400);
    expect(apiErrorSchema.parse(await message.json()).error.issues?.map((issue) => issue.path)).toEqual([
      'text',
    ]);
    const callback = await send('/api/staff/callback?state=%00&code=x', {});
    expect(callback.status).toBe(400);
    expect(apiErrorSchema.parse(await callback.json()).error.issues?.map((issue) => issue.path)).toEqual([
      'state',
    ]);
  });

  it('S-338 refuses an order made invalid by one to three changes with a 4xx, writing nothing, and the untouched order still goes through', async () => {
    const order = await validOrder();
    expect(orderRoute().query?.safeParse(order).success).toBe(true);
    const checkin = order.items.shortStayItem?.reservationCriteria.travelPeriod?.checkinDate ?? '';
    const stay = (o: LooseOrder) => o.items.shortStayItem.reservationCriteria;
    const breakers: [string, (o: LooseOrder, n: number) => void][] = [
      [
        'total',
        (o, n) => {
          o.expectedAmount += n % 2 ? n : -n;
        },
      ],
      [
        'unknown offer',
        (o, n) => {
          stay(o).offerId = 990_000 + n;
        },
      ],
      [
        'past checkin',
        (o) => {
          stay(o).travelPeriod = { checkinDate: '2026-05-01', checkoutDate: '2026-05-03' };
        },
      ],
      [
        'no night',
        (o) => {
          stay(o).travelPeriod.checkoutDate = checkin;
        },
      ],
      [
        '90 nights',
        (o) => {
          stay(o).travelPeriod.checkoutDate = addDays(checkin, 90);
        },
      ],
      [
        'unknown payment',
        (o, n) => {
          o.pspAuthorization = { paymentIntentId: `pi_forged_${n}`, paymentMethod: 'CARD' };
        },
      ],
      [
        'unknown activity',
        (o, n) => {
          stay(o).activityDaySelections = [{ activityId: 990_000 + n, date: addDays(checkin, 1) }];
        },
      ],
      [
        'activity day outside the stay',
        (o) => {
          stay(o).activityDaySelections = [{ activityId: 1, date: addDays(checkin, 30) }];
        },
      ],
      [
        'no adult',
        (o) => {
          stay(o).pax.numberOfAdults = 0;
        },
      ],
      [
        '21 adults',
        (o) => {
          stay(o).pax.numberOfAdults = 21;
        },
      ],
      [
        'e-mail',
        (o) => {
          o.buyer.email = 'jeanne@';
        },
      ],
      [
        'name',
        (o) => {
          o.buyer.firstName = '<script>alert(1)</script>';
        },
      ],
      [
        'null character',
        (o) => {
          o.buyer.city = 'Paris\u0000';
        },
      ],
      [
        'country',
        (o) => {
          o.buyer.country = 'XX';
        },
      ],
      [
        'currency',
        (o) => {
          o.currency = 'USD';
        },
      ],
      [
        'no buyer',
        (o) => {
          delete (o as Partial<LooseOrder>).buyer;
        },
      ],
      [
        'no items',
        (o) => {
          delete (o as Partial<LooseOrder>).items;
        },
      ],
      [
        'locale',
        (o) => {
          o.locale = 'de_DE';
        },
      ],
    ];
    const ids = fc.uniqueArray(fc.nat(breakers.length - 1), { minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        ids,
        fc.nat(10_000).map((n) => n + 1),
        fc.option(fc.uuid()),
        async (picked, n, key) => {
          const broken = structuredClone(order) as unknown as LooseOrder;
          // In the list's order: the fields go last, after the changes inside them.
          for (const index of [...picked].sort((a, b) => a - b)) breakers[index]?.[1](broken, n);
          const label = `${picked.map((index) => breakers[index]?.[0]).join(' + ')} (${n})`;
          const before = await writes();
          const response = await send('/route/purchase/orders', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
            body: JSON.stringify(broken),
          });
          expect(response.status, label).toBeGreaterThanOrEqual(400);
          await expectAnswer(orderRoute(), response, label);
          expect(await writes(), `${label} wrote`).toEqual(before);
        },
      ),
      { numRuns: runsPerRoute(), seed: FUZZ_SEED },
    );
    // The refusals took neither the room nor the payment: the order itself is placed.
    const placed = await send('/route/purchase/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
  }, 300_000);

  it('answers a method a path does not have with a JSON 404, never a 5xx', async () => {
    for (const route of ctx.routes) {
      const url = fillPath(route.path, {});
      for (const method of ['PATCH', 'OPTIONS', 'DELETE', 'PUT']) {
        if (methodsOf(route).includes(method.toLowerCase() as Method)) continue;
        const response = await send(url, { method, body: method === 'OPTIONS' ? undefined : '{}' });
        expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        await expectAnswer(route, response, `${method} ${url}`);
      }
    }
  });
});
