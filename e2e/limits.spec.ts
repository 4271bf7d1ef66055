import { type APIRequestContext, expect, test } from '@playwright/test';
import { marketPath, ONCE } from './support';

// Bodies are bounded (docs/decisions.md "Limits"): the shop's own forms and the API behind its
// origin refuse a body past their size with 413, before reading it whole.

const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

test(
  'a 2 MB post to a page of the shop or to the API through it is refused with 413',
  ONCE,
  async ({ playwright, baseURL }) => {
    // A connection of its own for each: the server closes one whose body it did not read.
    const post = async (path: string, contentType: string, data: string) => {
      const context: APIRequestContext = await playwright.request.newContext({ baseURL });
      const response = await context.post(path, {
        headers: { 'content-type': contentType },
        data,
        maxRedirects: 0,
      });
      const body = await response.text();
      await context.dispose();
      return { status: response.status(), body };
    };
    const form = 'application/x-www-form-urlencoded';
    expect((await post(marketPath('fr_FR', '/contact'), form, `description=${twoMegabytes}`)).status).toBe(
      413,
    );
    const log = JSON.stringify({ level: 'INFO', locale: 'fr_FR', location: 'x', message: twoMegabytes });
    const api = await post('/gateway/logs', 'application/json', log);
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    // A form of the usual size still reaches its page.
    expect((await post(marketPath('fr_FR', '/contact'), form, 'description=Bonjour')).status).not.toBe(413);
  },
);
