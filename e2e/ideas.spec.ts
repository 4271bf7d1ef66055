import type { Locale } from '@escale/i18n/core';
import { expect, test } from '@playwright/test';
import { expectAccessible, marketPath, message, onceBeyondFirst, visit } from './support';

// The weekend ideas page (001 §2.9; S-390, G-13): sections of ideas with "See more", and the regions.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;

interface Ideas {
  title: string;
  sections: { title: string; ideas: { label: string; url: string }[] }[];
  regions: { label: string; url: string }[];
}

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-390 ${locale}: the ideas page shows its sections 6 ideas at a time, and the regions`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const content = (await (
        await page.request.get(`${API}/content/ideas?locale=${locale}`)
      ).json()) as Ideas;
      await visit(page, marketPath(locale, '/ideas'));
      await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
      await expect(page).toHaveTitle(content.title);
      const largest = content.sections.reduce((a, b) => (b.ideas.length > a.ideas.length ? b : a));
      expect(largest.ideas.length).toBeGreaterThan(6);
      const section = page.getByRole('region', { name: largest.title });
      await expect(section.getByRole('link')).toHaveCount(6);
      await section.getByRole('button', { name: message(locale, 'ideas.seeMore') }).click();
      await expect(section.getByRole('link')).toHaveCount(Math.min(12, largest.ideas.length));
      await expect(section.getByRole('link', { name: largest.ideas[6]?.label })).toBeFocused();
      const regions = page.getByRole('region', { name: message(locale, 'ideas.regions') });
      await expect(regions.getByRole('link')).toHaveCount(content.regions.length);
      await expectAccessible(page, `${locale} ideas page`);
      // An idea leads to its page.
      const city = content.sections[1]?.ideas[0];
      await page.getByRole('link', { name: city?.label, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${marketPath(locale, city?.url)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );
}
