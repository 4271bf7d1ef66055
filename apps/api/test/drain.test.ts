import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderRequest } from '@escale/domain';
import { drainer } from '@escale/server';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardItems } from '../../../scripts/sample-order.mjs';
import { paidOrderOf } from './orderSupport';
import { createTestContext, type TestContext } from './support';

// A restart under load loses no order: the API served over HTTP, orders sent in two waves, SIGTERM's
// drain begun while the first is being read: every order the server read is answered and written,
// the others are refused before any byte is read, the database closes only once the last answer is
// out, and the restarted API places each order sent again with its key exactly once.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Outcome = { status: number; body: { orderUUID?: string } } | { error: string };

/** POSTs an order over its own or a kept-alive connection; a connection error is an outcome too. */
function postOrder(port: number, order: OrderRequest, key: string, agent: Agent | false): Promise<Outcome> {
  const body = JSON.stringify(order);
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/route/purchase/orders',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body);
  });
}

describe('SIGTERM drains the API', () => {
  it('no order is lost by a restart under load: in-flight orders finish, later ones are refused cleanly', async () => {
    const first = 16;
    const second = 8;
    const orders = await Promise.all(
      Array.from({ length: first + second }, (_, i) => paidOrderOf(ctx, giftCardItems(20 + i))),
    );
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    let received = 0;
    let answered = 0;
    const logged: string[] = [];
    let exitCode: number | null = null;
    let answeredWhenClosing = -1;
    const drain = drainer(
      server as Parameters<typeof drainer>[0],
      async () => {
        answeredWhenClosing = answered;
      },
      { log: (line) => logged.push(line), exit: (code) => (exitCode = code), capMs: 30_000 },
    );
    let draining: Promise<void> | undefined;
    let sendSecondWave: () => void = () => undefined;
    const secondWaveSent = new Promise<void>((resolve) => (sendSecondWave = resolve));
    // SIGTERM arrives while the sixth order is being read: at least that one is in flight.
    server.on('request', (_request, response) => {
      received += 1;
      response.once('finish', () => {
        answered += 1;
      });
      if (received === 6) {
        draining = drain('SIGTERM');
        sendSecondWave();
      }
    });

    // The first wave shares kept-alive connections, as the shop's server does.
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const firstWave = orders
      .slice(0, first)
      .map((order, i) => postOrder(port, order, `drain-first-${i}-0001`, agent));
    await secondWaveSent;
    const secondWave = orders
      .slice(first)
      .map((order, i) => postOrder(port, order, `drain-second-${i}-0001`, false));
    const [firstOutcomes, secondOutcomes] = await Promise.all([
      Promise.all(firstWave),
      Promise.all(secondWave),
    ]);
    await draining;
    agent.destroy();

    // The drain began with orders in flight.
    expect(Number(/finishing (\d+) in-flight/.exec(logged[0] ?? '')?.[1])).toBeGreaterThan(0);
    // Every order the server read is answered 201, and is in the database; the others never reached
    // it: refused, or reset while waiting in the closed port's queue, never cut halfway.
    const outcomes = [...firstOutcomes, ...secondOutcomes];
    const statuses = outcomes.map((o) => ('status' in o ? o.status : o.error));
    expect(statuses.filter((s) => s !== 201 && s !== 'ECONNREFUSED' && s !== 'ECONNRESET')).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(received);
    expect(secondOutcomes.every((o) => 'error' in o)).toBe(true);
    const answeredIds = outcomes.flatMap((o) => ('body' in o && o.body.orderUUID ? [o.body.orderUUID] : []));
    const stored = await ctx.db.selectFrom('orders').select('id').where('id', 'in', answeredIds).execute();
    expect(stored).toHaveLength(received);
    // The database closed after the last answer, and the process exits 0.
    expect(answeredWhenClosing).toBe(received);
    expect(exitCode).toBe(0);

    // The restarted API takes the orders sent again with their keys: each is placed exactly once.
    const restarted = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => restarted.once('listening', resolve));
    const again = await Promise.all(
      outcomes.map((_, i) =>
        postOrder(
          (restarted.address() as AddressInfo).port,
          orders[i] as OrderRequest,
          i < first ? `drain-first-${i}-0001` : `drain-second-${i - first}-0001`,
          false,
        ),
      ),
    );
    await new Promise((resolve) => restarted.close(resolve));
    expect(again.map((o) => ('status' in o ? o.status : o.error))).toEqual(Array(first + second).fill(201));
    const ids = new Set(again.map((o) => ('body' in o ? o.body.orderUUID : '')));
    expect(ids.size).toBe(first + second);
    expect(answeredIds.every((id) => ids.has(id))).toBe(true);
  }, 60_000);
});
