import { apiErrorSchema } from '@escale/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPath } from '../src/http/openapi';
import type { AnyRouteSpec, Method } from '../src/http/route';
import { createTestContext, knownIdsOf, type TestContext } from './support';

let ctx: TestContext;
/** Fixed so CI is repeatable; `FUZZ_SEED=random` (or a number) explores further. */
const FUZZ_SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261122);
/** Real ids by path parameter name, so random inputs also reach the answers of existing entities. */
const knownIds: Record<string, string[]> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  Object.assign(knownIds, await knownIdsOf(ctx));
});
afterAll(() => ctx?.close());

const methodsOf = (route: AnyRouteSpec): Method[] =>
  Array.isArray(route.method) ? route.method : [route.method];

/** The names of a schema's fields, from its JSON Schema. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** Values people and robots put in URLs: valid-looking, empty, out of range, malformed, hostile. */
const junk = fc.oneof(
  fc.constantFrom('', '0', '-1', '2', '20', '999999999999', '1.5', 'true', 'false', 'null', 'NaN'),
  fc.constantFrom(
    '2026-06-12',
    '2026-02-30',
    '2025-01-01',
    '12/06/2026',
    '2026-13',
    '2026-07',
    'fr_FR',
    'de_DE',
  ),
  fc.constantFrom(
    'city-paris',
    'priceQuality',
    'DATE_DESC',
    'a,b,,c',
    '4,5',
    '%00',
    '<script>',
    "'; drop table hotels;--",
  ),
  fc.integer({ min: -1000, max: 100000 }).map(String),
  fc.string({ maxLength: 30 }),
);

function fillPath(path: string, values: Record<string, string>): string {
  return path
    .replace(/:(\w+)\{[^}]*\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'))
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

function pathParams(route: AnyRouteSpec) {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return fc.record(
    Object.fromEntries(
      names.map((name) => [name, fc.oneof(fc.constantFrom(...(knownIds[name] ?? ['1'])), junk)]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
}

async function expectWellFormed(route: AnyRouteSpec, response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status === 204) {
    expect(await response.text(), label).toBe('');
    return;
  }
  if (response.status === 303) {
    expect(response.headers.get('location'), label).toBeTruthy();
    return;
  }
  const body = await response.json();
  if (response.status < 300) {
    const parsed = route.response.safeParse(body);
    expect(parsed.success, `${label}: ${parsed.error?.message}`).toBe(true);
  } else {
    expect(apiErrorSchema.safeParse(body).success, `${label}: ${JSON.stringify(body)}`).toBe(true);
  }
}

describe('API contract', () => {
  it('lists every route in the OpenAPI document, with its answer and the 400 error', async () => {
    const response = await ctx.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, { responses: object }>> };
    expect(ctx.routes.length).toBeGreaterThan(15);
    for (const route of ctx.routes) {
      for (const method of methodsOf(route)) {
        const operation = doc.paths[openApiPath(route.path)]?.[method];
        expect(operation, `${method} ${route.path}`).toBeDefined();
        expect(Object.keys(operation?.responses ?? {})).toContain('400');
      }
    }
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await ctx.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.safeParse(await response.json()).success).toBe(true);
  });

  it('answers a malformed JSON body with a 400 naming the body', async () => {
    const post = ctx.routes.find((route) => methodsOf(route).includes('post'));
    expect(post).toBeDefined();
    const response = await ctx.request(fillPath(post?.path ?? '', {}), {
      method: 'POST',
      body: '{"locale": ',
    });
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.issues?.[0]?.path).toBe('(body)');
  });
});

describe('API under random input', () => {
  it('answers random query strings on every GET with a 2xx matching its schema or a 4xx error, never a 5xx', async () => {
    for (const route of ctx.routes.filter((r) => methodsOf(r).includes('get'))) {
      const keys = [...fieldsOf(route.query), 'locale', 'unknownKey'];
      await fc.assert(
        fc.asyncProperty(
          pathParams(route),
          fc.dictionary(fc.constantFrom(...keys), junk, { maxKeys: 6 }),
          fc.boolean(),
          async (params, query, withLocale) => {
            const search = new URLSearchParams(query);
            if (withLocale) search.set('locale', 'fr_FR');
            const url = `${fillPath(route.path, params)}?${search}`;
            await expectWellFormed(route, await ctx.request(url), `GET ${url}`);
          },
        ),
        { numRuns: 150, seed: FUZZ_SEED },
      );
    }
  });

  it('answers a malformed checkout beside a blank checkin with a 400, not a crash (found by this fuzz)', async () => {
    for (const path of ['/api/offers.json', '/api/facets.json', '/api/product/10010/quote']) {
      const response = await ctx.request(`${path}?checkin=+&checkout=city-paris&locale=fr_FR`);
      expect(response.status, path).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.issues?.map((i) => i.path)).toContain(
        'checkout',
      );
    }
  });

  it('answers random JSON bodies on every POST with a 2xx matching its schema or a 4xx error, never a 5xx', async () => {
    for (const route of ctx.routes.filter((r) => methodsOf(r).includes('post'))) {
      const keys = [...fieldsOf(route.query), 'locale', 'unknownKey'];
      const value = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        junk,
        fc.integer(),
        fc.array(junk, { maxLength: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(
          pathParams(route),
          fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }),
          async (params, body) => {
            const url = fillPath(route.path, params);
            const response = await ctx.request(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            await expectWellFormed(route, response, `POST ${url} ${JSON.stringify(body)}`);
          },
        ),
        { numRuns: 100, seed: FUZZ_SEED },
      );
    }
  });
});
