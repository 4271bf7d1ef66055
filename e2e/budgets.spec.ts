import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ONCE } from './support';

// The size gate's other half (scripts/page-budgets.mjs measures the JavaScript): the HTML each page
// kind is served with, markup and hydration data, gzip -9, against the budget. Bytes, not time.

const { htmlBudgetKb } = JSON.parse(
  readFileSync(new URL('../scripts/page-budgets.json', import.meta.url), 'utf8'),
) as { htmlBudgetKb: number };

/** One page of each kind, in the market with the longest words. */
const pages: Record<string, string> = {
  home: '/fr',
  search: '/fr/search',
  searchGifting: '/fr/search?flow=gifting',
  searchHotel: '/fr/search?flow=hotel',
  activities: '/fr/activities/search',
  city: '/fr/city/annecy',
  stay: '/fr/stay/100472',
  hotel: '/fr/hotel/10047',
  gifts: '/fr/gifts',
  giftBox: '/fr/gifts/p/parenthese-bien-etre/SPA1NEBOX',
  giftCard: '/fr/giftcard/customization',
  checkout: '/fr/checkout',
  contentPage: '/fr/conditions-generales-de-vente',
  ideas: '/fr/ideas',
  contact: '/fr/contact?reason=booking_info',
  activity: '/fr/activity/50001',
  landing: '/fr/lp/escapades-romantiques',
  partner: '/fr/partner/club-lumiere',
  notFound: '/fr/nowhere',
  belgianSplash: '/be',
  account: '/fr/account',
  accountSignIn: '/fr/account/signin?origin=%2Ffr',
  accountWishlist: '/fr/account/wishlist',
};

test('every page kind is served in fewer HTML bytes than the budget', ONCE, async ({ request }) => {
  const over: string[] = [];
  const lines: string[] = [];
  for (const [kind, path] of Object.entries(pages)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    const kb = gzipSync(await response.body(), { level: 9 }).length / 1024;
    lines.push(`${kind.padEnd(16)} ${`${kb.toFixed(1)} KB`.padStart(9)}`);
    if (kb > htmlBudgetKb) over.push(`${kind} ${path}: ${kb.toFixed(1)} KB > ${htmlBudgetKb} KB`);
  }
  console.log(`HTML per page, gzip (budget ${htmlBudgetKb} KB)\n${lines.join('\n')}`);
  expect(over).toEqual([]);
});
