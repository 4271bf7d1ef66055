import { describe, expect, it } from 'vitest';
import { orderAccessCookie, orderAccessOf } from './checkoutData';

const ORDER = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const TOKEN = 'a'.repeat(43);

describe('the order’s access token in the browser that placed it (issue 16 §2)', () => {
  it('is kept in an HttpOnly, SameSite cookie sent to the market’s confirmation pages only', () => {
    const cookie = orderAccessCookie(ORDER, TOKEN, `/it/confirmation/${ORDER}`, false);
    expect(cookie.split('; ')).toEqual([
      `escale-order-${ORDER}=${TOKEN}`,
      'Path=/it/confirmation',
      'Max-Age=2592000',
      'HttpOnly',
      'SameSite=Lax',
    ]);
    expect(orderAccessCookie(ORDER, TOKEN, `/confirmation/${ORDER}`, true)).toContain(
      'Path=/confirmation; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('is read back for its own order only', () => {
    const request = (cookie: string) =>
      new Request(`http://shop.test/fr/confirmation/${ORDER}`, { headers: { cookie } });
    const other = '00000000-0000-4000-8000-000000000000';
    expect(orderAccessOf(request(`a=1; escale-order-${ORDER}=${TOKEN}; b=2`), ORDER)).toBe(TOKEN);
    expect(orderAccessOf(request(`escale-order-${other}=${TOKEN}`), ORDER)).toBe('');
    expect(orderAccessOf(new Request('http://shop.test/'), ORDER)).toBe('');
  });
});
