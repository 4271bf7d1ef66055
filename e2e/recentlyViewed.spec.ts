import { expect, test } from '@playwright/test';
import { expectAccessible, marketPath, message, ONCE, visit } from './support';

// Recently viewed (S-436, G-12): the stays and activities a visitor opened, kept in the browser per market, shown
// on the home newest first.

test(
  'S-436 fr_FR: the stays opened are kept, newest first, and shown on the home',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const stored = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('escale.recentlyViewed.fr_FR') ?? '[]') as unknown[],
      );
    await visit(page, marketPath(locale, '/'));
    await expect(page.getByRole('region', { name: message(locale, 'recentlyViewed.title') })).toHaveCount(0);
    for (const id of [100472, 100033, 100472]) {
      await visit(page, marketPath(locale, `/stay/${id}`));
      await expect
        .poll(async () => (await stored())[0])
        .toMatchObject({ type: 'STAY', id, uri: `/stay/${id}` });
    }
    const [first] = (await stored()) as { label: string; hotel: string; imageUrl: string; price: number }[];
    expect(first?.imageUrl).toMatch(/640_360/);
    expect(first?.price).toBeGreaterThan(0);
    await visit(page, marketPath(locale, '/'));
    const section = page.getByRole('region', { name: message(locale, 'recentlyViewed.title') });
    await section.scrollIntoViewIfNeeded();
    // Each stay once, the one seen last first.
    await expect(section.getByRole('link')).toHaveCount(2);
    await expect(section.getByRole('link').first()).toHaveAttribute(
      'href',
      marketPath(locale, '/stay/100472'),
    );
    await expect(section.getByRole('link').first()).toContainText(first?.hotel ?? '');
    await expectAccessible(page, `${locale} home with recently viewed stays`);
    await section.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/stay/100033')}$`));
    // Another market keeps its own list.
    await visit(page, marketPath('es_ES', '/'));
    await expect(page.getByRole('region', { name: message('es_ES', 'recentlyViewed.title') })).toHaveCount(0);
  },
);

test(
  'S-436 nl_BE: an activity opened joins the stays, and leads back to its page',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_BE';
    const newest = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('escale.recentlyViewed.nl_BE') ?? '[]')[0]);
    await visit(page, marketPath(locale, '/stay/100472'));
    // The stay is kept once the page has hydrated; leaving before that would not record it.
    await expect.poll(newest).toMatchObject({ type: 'STAY', id: 100472 });
    await visit(page, marketPath(locale, '/activity/50001'));
    const label = await page.getByRole('heading', { level: 1 }).textContent();
    await expect.poll(newest).toMatchObject({ type: 'ACTIVITY', id: 50001, uri: '/activity/50001', label });
    await visit(page, marketPath(locale, '/'));
    const section = page.getByRole('region', { name: message(locale, 'recentlyViewed.title') });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link')).toHaveCount(2);
    await section.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${marketPath(locale, '/activity/50001')}$`));
  },
);
