import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address: the peer's, unless the peer is this machine (the shop's server, or an
 * in-process request), which forwards the visitor's address in X-Forwarded-For.
 */
export function clientAddress(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (peer && !LOOPBACK.test(peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || peer || 'unknown';
}
