import type { LandingPage } from '@escale/domain';
import type { Locale } from '@escale/i18n/core';
import { expect, test } from '@playwright/test';
import { expectAccessible, marketPath, message, ONCE, onceBeyondFirst, visit } from './support';

// Landing pages (001 §2.2; S-379, S-384…S-389): /lp/{slug} in the market's language, its blocks in
// order, the top search results of their URL segment, the countdown's blocks hidden once it is over.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
const SLUGS: Partial<Record<Locale, string>> = {
  fr_FR: 'escapades-romantiques',
  es_ES: 'escapadas-romanticas',
  nl_BE: 'romantische-uitjes',
};

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-384 S-385 S-386 S-387 S-379 ${locale}: a landing shows its blocks, 3 results of each segment, and hides its past countdown`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const slug = SLUGS[locale] ?? '';
      const content = (await (
        await page.request.get(`${API}/content/landing/${slug}?locale=${locale}`)
      ).json()) as LandingPage;
      await visit(page, marketPath(locale, `/lp/${slug}`));
      await expect(page).toHaveTitle(content.seo.title);
      await expect(page.getByRole('heading', { level: 1, name: content.seo.title })).toBeVisible();
      // The flash sale's countdown is over: its top bar is not shown (S-379).
      const topBar = content.blocks.find((block) => block.type === 'topBar');
      await expect(
        page.getByRole('complementary', { name: topBar?.type === 'topBar' ? topBar.text : '' }),
      ).toHaveCount(0);
      const uspList = content.blocks.find((block) => block.type === 'uspList');
      await expect(
        page.getByRole('region', { name: uspList?.type === 'uspList' ? uspList.title : '' }),
      ).toBeVisible();
      // Each top-search-results block shows 3 stays of its segment (S-386, S-387).
      for (const block of content.blocks) {
        if (block.type !== 'topSearchResults') continue;
        const section = page.getByRole('region', { name: block.title });
        // Its code wakes as it nears the window and draws the block again: the checks retry.
        await expect(async () => section.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
        const stays = () =>
          section
            .locator('a[href*="/stay/"]')
            .evaluateAll(
              (links) =>
                new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)).size,
            );
        // A city may have fewer stays than the block's 3; the romantic theme has more.
        if (block.criteriaUrl?.includes('/18')) await expect.poll(stays, { message: block.title }).toBe(3);
        else await expect.poll(stays, { message: block.title }).toBeGreaterThan(0);
        expect(await stays()).toBeLessThanOrEqual(3);
      }
      const promo = content.blocks.find((block) => block.type === 'promoCards');
      const promoSection = page.getByRole('region', {
        name: promo?.type === 'promoCards' ? promo.title : '',
      });
      await expect(promoSection.getByRole('link')).toHaveCount(4);
      await expect(promoSection.getByRole('link').first()).toHaveAttribute(
        'href',
        marketPath(locale, '/gifts'),
      );
      await expectAccessible(page, `${locale} landing`);
    },
  );
}

test('S-384 fr_FR: a slug the market does not have is the 404 page', ONCE, async ({ page }) => {
  const response = await page.goto(marketPath('fr_FR', '/lp/escapadas-romanticas'));
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: message('fr_FR', 'notFound.title') }),
  ).toBeVisible();
});

test(
  'S-453 es_ES: a search engine reads a landing whole, with its robots, or not at all',
  ONCE,
  async ({ page }) => {
    // The server renders the landing with its content and blocks: there is no loading state to index.
    const whole = await page.request.get(marketPath('es_ES', '/lp/escapadas-romanticas'));
    expect(whole.status()).toBe(200);
    const html = await whole.text();
    expect(html).toMatch(/<meta name="robots" content="index, follow"\/>/);
    const landing = (await (
      await page.request.get(`${API}/content/landing/escapadas-romanticas?locale=es_ES`)
    ).json()) as LandingPage;
    expect(html).toContain(`>${landing.seo.title}</title>`);
    expect(html).toMatch(/<h1[^>]*>/);
    // A landing that cannot be had is never indexed.
    const missing = await page.request.get(marketPath('es_ES', '/lp/escapades-romantiques'));
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex"\/>/);
  },
);
