import { expect, test } from '@playwright/test';
import { marketPath, message, ONCE, visit } from './support';

// A garbage hash restores the defaults, never a blank page (issue 16 §3): every page kind opened
// with a hostile query string and hash renders its main content, hydrates, and throws no uncaught
// error in the browser. The codecs' properties are proven in packages/domain (codecs.property.test.ts).

const locale = 'fr_FR';

const GARBAGE_QUERY =
  '?page=99999999999999999999&flow=%E0%A4%A&a=-1&c=999&checkin=2026-02-30&checkout=x&minisite=%3Cscript%3E&mode=%00&giftFormat=&status=%F0%9F%98&customType=__proto__&origin=javascript:alert(1)&reason=..%2F..%2F&code=%27%20OR%201%3D1';
const GARBAGE_HASHES = [
  '#a=99&c=-1&b=NaN&checkin=%E0%A4%A&checkout=2026-13-40&night=1e400&giftNights=-3&giftFormat=%00&activityDates=%00,,x_y&hotel=&anchor=%3Cimg%20src%3Dx%3E&r=..%2F..%2Fetc&se1=,,,&se999999999=1&id=__proto__&offerId=1e20&bucket=-5&upsell=constructor&hotelId=0x1F&stars=9,9,9&sort=%27',
  '#%%%&&==\u202E👨‍👩‍👧&a&a&a=&=&%',
];

/** Every page kind, at an address that exists in the test catalog. */
const PAGES: [string, string][] = [
  ['home', ''],
  ['search', '/search'],
  ['activity search', '/activities/search'],
  ['city', '/city/paris'],
  ['stay', '/stay/100472'],
  ['hotel', '/hotel/10047'],
  ['activity', '/activity/50001'],
  ['gifts', '/gifts'],
  ['gift box', '/gifts/p/parenthese-bien-etre/SPA1NEBOX'],
  ['gift card', '/giftcard/customization'],
  ['ideas', '/ideas'],
  ['partner', '/partner/club-lumiere'],
  ['checkout', '/checkout'],
  ['activity checkout', '/checkout/50001'],
  ['voucher redemption', '/beneficiary/login'],
  ['account', '/account'],
  ['account sign-in', '/account/signin'],
  ['contact', '/contact'],
  ['confirmation of no order', '/confirmation/not-an-order'],
];

test.describe('pages opened with a garbage hash and query (issue 16 §3)', () => {
  for (const [name, path] of PAGES) {
    test(`the ${name} page renders its content, hydrated, with no uncaught error`, ONCE, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const hash of GARBAGE_HASHES) {
        const url = `${marketPath(locale, path)}${GARBAGE_QUERY}${hash}`;
        await visit(page, url);
        const main = page.locator('main');
        await expect(main, url).toBeVisible();
        await expect(main.getByRole('heading').first(), url).toBeVisible();
        await expect(main, url).not.toContainText(message(locale, 'crash.title'));
        expect(((await main.textContent()) ?? '').trim().length, url).toBeGreaterThan(20);
      }
      expect(errors, name).toEqual([]);
    });
  }
});

test('garbage paths and ids answer the page or the 404 page, never a 5xx', ONCE, async ({ request }) => {
  const paths = [
    '/messages/fr_FR/%00',
    '/messages/fr_FR/../../etc/passwd',
    '/sitemaps/%E0%A4%A',
    '/sitemaps/..%2F..%2Fetc',
    ...[
      '/stay/99999999999999999999',
      '/stay/-1',
      '/hotel/1e5',
      '/activity/%00',
      '/gifts/p/%00/%00',
      '/gifts/p/x/%E0%A4%A',
      '/confirmation/%00',
      '/confirmation/00000000-0000-0000-0000-000000000000',
      '/partner/%E0%A4%A',
      '/lp/%3Cscript%3E',
      '/%00',
      '/city/%F0%9F%98',
      '/checkout/99999999999',
      '/search?flow=gifting&page=-1&sort=%00',
      '/ideas?page=1e99',
      '/staff/funnel?from=%00',
    ].map((path) => marketPath(locale, path)),
    '/%E0%A4%A',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
    expect(response.status(), path).toBeLessThan(500);
  }
});
