import { marketHref } from '@escale/domain';
import { type Locale, markets } from '@escale/i18n/core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { message, visit } from './support';

// The link checker (issue 11 §0): from each market's home, search, a stay, a hotel, the activity
// search, an activity, the ideas, the gifts, a box, a landing, a partner minisite and the contact
// page, every internal link of the server-rendered HTML is requested once (without its hash) and
// answers 200 (a redirect is followed: a guest's account page leads to the sign-in page). Links
// added after hydration are checked the same way. Requests, not page visits, keep it cheap; it runs in one project only.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const STAY = 100472;
const HOTEL = 10047;
const ACTIVITY = 50001;
/** Where the check starts in every market; each new page kind joins this list. */
const START_ROUTES = [
  '/',
  '/search',
  `/stay/${STAY}`,
  `/hotel/${HOTEL}`,
  '/activities/search',
  `/activity/${ACTIVITY}`,
  '/ideas',
  '/gifts',
  '/contact',
  '/account',
  '/account/wishlist',
];

/** The campaign landing of each language: its page starts the check too. */
const LANDINGS: Record<string, string> = {
  fr: 'escapades-romantiques',
  es: 'escapadas-romanticas',
  it: 'fughe-romantiche',
  nl: 'romantische-uitjes',
};

/** A partner minisite of each market: another market's path leads to the minisite's own (G-09). */
const MINISITES: Record<string, string> = {
  fr_FR: 'club-lumiere',
  es_ES: 'club-lumiere',
  it_IT: 'club-lumiere',
  nl_NL: 'vlaanderen-uitstappen',
  fr_BE: 'weekends-bruxelles',
  nl_BE: 'vlaanderen-uitstappen',
};

/** The first box a market sells: its page starts the check too. */
async function firstBoxRoute(request: APIRequestContext, locale: Locale): Promise<string> {
  const response = await request.get(`${API}/gateway/boxes/search?locale=${locale}`);
  const { boxes } = (await response.json()) as { boxes: { uri: string }[] };
  return boxes[0]?.uri ?? '/gifts';
}
/** Requests in flight at once: the shop renders while the API answers. */
const PARALLEL = 4;

test.describe.configure({ mode: 'serial' });

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A link's key: the shop's own URLs without their hash (the server never sees it), else null. */
function internal(href: string, pageUrl: string): string | null {
  const url = new URL(href, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) return null;
  return `${url.pathname}${url.search}`;
}

/** The internal links of a page's HTML: its anchors, canonical and hreflang alternates. */
function linksOfHtml(html: string, pageUrl: string): string[] {
  const links: string[] = [];
  for (const [tag, name] of html.matchAll(/<(a|link)\s[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name === 'link' && !/^(canonical|alternate|prev|next)$/.test(rel)) continue;
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    const link = href === undefined ? null : internal(decode(href), pageUrl);
    if (link) links.push(link);
  }
  return links;
}

/** The internal links of the page as it is now, from the live DOM. */
async function linksOfDom(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => internal(href, page.url()) ?? []);
}

/** What the file's checks found: the links answered. */
const checked = new Map<string, number>();

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Requests each link not checked yet and returns what is wrong: every link answers 200. */
async function check(request: APIRequestContext, links: Iterable<string>, from: string): Promise<string[]> {
  const problems: string[] = [];
  const toRequest: string[] = [];
  for (const link of new Set(links)) {
    if (checked.has(link)) continue;
    checked.set(link, 0);
    toRequest.push(link);
  }
  await inParallel(toRequest, async (link) => {
    const status = (await request.get(link)).status();
    checked.set(link, status);
    if (status !== 200) problems.push(`${link} answers ${status} (linked from ${from})`);
  });
  return problems.sort();
}

for (const { locale, path } of markets) {
  test(`every internal link of the ${locale} pages answers 200`, async ({ request }) => {
    const problems: string[] = [];
    const landing = `/lp/${LANDINGS[locale.slice(0, 2)]}`;
    const minisite = `/partner/${MINISITES[locale]}`;
    for (const route of [...START_ROUTES, landing, minisite, await firstBoxRoute(request, locale)]) {
      const url = marketHref(path, route);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const links = linksOfHtml(await response.text(), response.url());
      problems.push(...(await check(request, links, url)));
    }
    console.log(`${locale}: ${checked.size} links checked so far`);
    expect(problems).toEqual([]);
  });
}

/** Opens a page, waits for hydration and for `ready`, and checks every link it shows then. */
async function checkLiveLinks(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await visit(page, url);
  await ready(page);
  return check(page.request, await linksOfDom(page), `${url} after hydration`);
}

test('links added after hydration answer 200 too: the home with its gift drawer, a search', async ({
  page,
}) => {
  const locale: Locale = 'fr_FR';
  const problems = await checkLiveLinks(page, '/fr', async () => {
    await page.getByRole('button', { name: message(locale, 'header.gift') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  problems.push(
    ...(await checkLiveLinks(page, '/fr/search#a=2&c=0&b=0&city=city-annecy', async () => {
      await expect(page.locator('main a[href*="/stay/"]').first()).toBeVisible();
    })),
  );
  expect(problems).toEqual([]);
});
