import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { serverSecret } from '../db/serverSecrets';

// Who may read an order (docs/decisions.md "Limits"): its id alone unlocks nothing. The answer that
// placed it carries an access token, an HMAC of its id under the server's key, which the browser
// that placed it keeps and shows again (the shop keeps it in a cookie of the confirmation page).
// Every process on one database signs with the same key: the one its migration made (0021), or
// ORDER_ACCESS_SECRET.

/** The request header that carries an order's access token. */
export const ORDER_ACCESS_HEADER = 'X-Order-Access';

const keyOf = (db: Database) => serverSecret(db, 'orderAccess', process.env.ORDER_ACCESS_SECRET);

/** The token that opens the order `orderUUID`. */
export async function orderAccessToken(db: Database, orderUUID: string): Promise<string> {
  return createHmac('sha256', await keyOf(db))
    .update(`order:${orderUUID}`)
    .digest('base64url');
}

/** Whether `token` opens the order `orderUUID`, compared in constant time. */
export async function opensOrder(
  db: Database,
  orderUUID: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const expected = Buffer.from(await orderAccessToken(db, orderUUID));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
