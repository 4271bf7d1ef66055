import { expect, test } from '@playwright/test';
import { marketPath, ONCE } from './support';

// Bodies are bounded (docs/decisions.md "Limits"): the shop's own forms and the API behind its
// origin refuse a body past their size with 413, before reading it whole.

const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

test(
  'a 2 MB post to a page of the shop or to the API through it is refused with 413',
  ONCE,
  async ({ request }) => {
    // One client, as a browser would keep it: a refused body's connection is closed with its answer,
    // so the next post goes on a new one rather than being reset.
    const post = async (path: string, contentType: string, data: string) => {
      const response = await request.post(path, {
        headers: { 'content-type': contentType },
        data,
        maxRedirects: 0,
      });
      return { status: response.status(), body: await response.text() };
    };
    const form = 'application/x-www-form-urlencoded';
    expect((await post(marketPath('fr_FR', '/contact'), form, `description=${twoMegabytes}`)).status).toBe(
      413,
    );
    const log = JSON.stringify({ level: 'INFO', locale: 'fr_FR', location: 'x', message: twoMegabytes });
    const api = await post('/gateway/logs', 'application/json', log);
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    // A form of the usual size still reaches its page, right after.
    expect((await post(marketPath('fr_FR', '/contact'), form, 'description=Bonjour')).status).not.toBe(413);
    expect((await post('/gateway/logs', 'application/json', '{}')).status).toBe(400);
  },
);
