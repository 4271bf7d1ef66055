import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// A restart loses nothing (DESIGN.md "The API"), the API's or the shop's: on SIGTERM (or SIGINT)
// the server stops accepting connections, answers the requests it has already read, closes each
// keep-alive connection once its answer is out, then the rest closes (the database last) and the
// process exits 0. Requests still running after `capMs` are cut, and the process exits 1.

/** How long a kept-alive connection may still bring a request once the drain began. */
const GRACE_MS = 1_000;

export interface DrainOptions {
  /** How long in-flight requests may take to finish (`DRAIN_TIMEOUT_MS`, 10 s by default). */
  capMs?: number;
  log?: (line: string) => void;
  /** Exits the process; tests replace it. */
  exit?: (code: number) => void;
}

/** Drains `server` on SIGTERM and SIGINT, then runs `close` (the mailer, the database…) and exits. */
export function drainOnSigterm(server: unknown, close: () => Promise<void>, options: DrainOptions = {}) {
  const http = server as Server;
  const drain = drainer(http, close, options);
  process.once('SIGTERM', () => void drain('SIGTERM'));
  process.once('SIGINT', () => void drain('SIGINT'));
  return drain;
}

/** The drain itself, without the signals: `drain(reason)` resolves once the process may exit. */
export function drainer(server: Server, close: () => Promise<void>, options: DrainOptions = {}) {
  const capMs = options.capMs ?? (Number(process.env.DRAIN_TIMEOUT_MS) || 10_000);
  const log = options.log ?? ((line: string) => console.log(`› ${line}`));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  /** Once the drain began, an answer not yet started tells its client that the connection closes. */
  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) lastOnItsConnection(response);
    response.once('close', () => inFlight.delete(response));
  });
  return async (reason: string) => {
    if (draining) return;
    draining = true;
    log(`${reason}: finishing ${inFlight.size} in-flight request(s)`);
    for (const response of inFlight) lastOnItsConnection(response);
    // Stops listening, the connections staying: http.Server#close would also cut the kept-alive
    // ones at once, resetting a request their client is sending right now.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    // After a moment (requests arriving meanwhile are answered and close their connection), idle
    // connections close; busy ones finish first.
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(
      () => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), 50);
      },
      Math.min(GRACE_MS, capMs),
    );
    let cut = false;
    const cap = new Promise<void>((resolve) =>
      setTimeout(() => {
        cut = true;
        resolve();
      }, capMs).unref(),
    );
    await Promise.race([closed, cap]);
    clearTimeout(grace);
    clearInterval(sweep);
    if (cut) {
      log(`${inFlight.size} request(s) still running after ${capMs} ms: cut`);
      server.closeAllConnections();
    }
    try {
      await close();
    } catch (error) {
      log(`closing failed: ${String(error)}`);
      cut = true;
    }
    log('stopped');
    exit(cut ? 1 : 0);
  };
}
