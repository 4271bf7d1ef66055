import { analyticsAnswerSchema } from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_RATE } from '../src/routes/analytics';
import { errorOf, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The analytics collector (002 §7; S-456).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

const hit = (events: unknown[], extra: Record<string, unknown> = {}) => ({
  clientId: 'client.1732870000',
  sessionId: 'session-abcdef12',
  userData: { isLoggedIn: false },
  events,
  ...extra,
});

const stored = () => ctx.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe('POST /analytics/ga/collect/{pos}', () => {
  it('S-456 keeps each event of a hit with its point of sale, client, session and parameters', async () => {
    const at = ctx.now.getTime();
    const response = await ctx.request(
      '/analytics/ga/collect/nl_be',
      post(
        hit([
          { name: 'view_item_list', at, params: { item_list_name: 'search', items: 24 } },
          { name: 'select_item', at: at + 1, params: { item_id: '100472', index: 3 } },
          { name: 'view_item', at: at + 2, params: {}, items: [{ item_id: '50001', price: 59 }] },
        ]),
      ),
    );
    expect(response.status).toBe(201);
    expect(analyticsAnswerSchema.parse(await response.json())).toEqual({ stored: 3 });
    const rows = await stored();
    expect(
      rows.map(({ pos, client_id, session_id, is_logged_in, name, params }) => ({
        pos,
        client_id,
        session_id,
        is_logged_in,
        name,
        params,
      })),
    ).toEqual([
      {
        pos: 'nl_be',
        client_id: 'client.1732870000',
        session_id: 'session-abcdef12',
        is_logged_in: false,
        name: 'view_item_list',
        params: { item_list_name: 'search', items: 24 },
      },
      {
        pos: 'nl_be',
        client_id: 'client.1732870000',
        session_id: 'session-abcdef12',
        is_logged_in: false,
        name: 'select_item',
        params: { item_id: '100472', index: 3 },
      },
      {
        pos: 'nl_be',
        client_id: 'client.1732870000',
        session_id: 'session-abcdef12',
        is_logged_in: false,
        name: 'view_item',
        params: { items: [{ item_id: '50001', price: 59 }] },
      },
    ]);
    expect(rows[0]?.at.getTime()).toBe(at);
  });

  it('S-456 refuses an unknown point of sale or event, user data that names the visitor, nested parameters or too many events, and writes nothing', async () => {
    const before = (await stored()).length;
    const at = ctx.now.getTime();
    const event = { name: 'view_item', at, params: {} };
    const refusals: [string, unknown, string[]][] = [
      ['de_de', hit([event]), ['pos']],
      ['fr_fr', hit([{ ...event, name: 'purchase_everything' }]), ['events.0.name']],
      ['fr_fr', hit([event], { userData: { isLoggedIn: true, email: 'anne@example.fr' } }), ['userData']],
      ['fr_fr', hit([{ ...event, params: { item: { id: 1 } } }]), ['events.0.params.item']],
      [
        'fr_fr',
        hit([{ ...event, items: [{ item_id: '1', variants: [1, 2] }] }]),
        ['events.0.items.0.variants'],
      ],
      ['fr_fr', hit(Array.from({ length: 26 }, () => event)), ['events']],
      ['fr_fr', hit([]), ['events']],
      ['fr_fr', hit([event], { clientId: 'x' }), ['clientId']],
    ];
    for (const [pos, body, paths] of refusals) {
      expect(await errorOf(ctx, `/analytics/ga/collect/${pos}`, post(body)), JSON.stringify(body)).toEqual({
        status: 400,
        paths,
      });
    }
    expect(await stored()).toHaveLength(before);
  });

  it('S-456 limits the hits of one client, with Retry-After', async () => {
    const at = ctx.now.getTime();
    const send = () =>
      ctx.request('/analytics/ga/collect/fr_fr', {
        ...post(hit([{ name: 'launchPage', at, params: {} }])),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
      });
    for (let sent = 0; sent < ANALYTICS_RATE.limit; sent += 1) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
