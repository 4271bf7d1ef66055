import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { marketPath, message, onceBeyondFirst, visit } from './support';

// The data layer's events (001 §7, 002 §7; S-455): each page opened, a result list shown, a product
// viewed and put in the cart. Pushing sends nothing; the collector sends them once the visitor agrees.

type Push = {
  event: string;
  page_path?: string;
  ecommerce?: {
    item_list_name?: string;
    items: { item_id: string; item_category: string; price?: number }[];
  };
};

const pushes = (page: Page) =>
  page.evaluate(
    () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as unknown[],
  ) as Promise<Push[]>;
const eventsOf = async (page: Page, event: string) =>
  (await pushes(page)).filter((push) => push.event === event);

for (const [index, locale] of (['fr_FR', 'it_IT', 'nl_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-455 ${locale}: a list, a product and its checkout push their events`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(page, `${marketPath(locale, '/activities/search')}`);
      await expect
        .poll(async () => (await eventsOf(page, 'launchPage')).map((push) => push.page_path))
        .toEqual([marketPath(locale, '/activities/search')]);
      await expect.poll(async () => (await eventsOf(page, 'view_item_list')).length).toBe(1);
      const [list] = await eventsOf(page, 'view_item_list');
      expect(list?.ecommerce?.item_list_name).toBe('activity');
      expect(list?.ecommerce?.items.length).toBeGreaterThan(0);
      expect(list?.ecommerce?.items.every((item) => item.item_category === 'activity')).toBe(true);

      await visit(page, `${marketPath(locale, '/activity/50001')}#a=2`);
      await expect
        .poll(async () =>
          (await eventsOf(page, 'view_item')).map((push) => push.ecommerce?.items[0]?.item_id),
        )
        .toEqual(['50001']);
      await page
        .getByRole('button', { name: message(locale, 'activityPage.buyForMyself') })
        .first()
        .click();
      await page.getByRole('link', { name: message(locale, 'activityPage.continue') }).click();
      await expect(page).toHaveURL(/\/checkout\/50001/);
      await expect.poll(async () => (await eventsOf(page, 'add_to_cart')).length).toBe(1);
      const [cart] = await eventsOf(page, 'add_to_cart');
      expect(cart?.ecommerce?.items[0]).toMatchObject({ item_id: '50001', item_category: 'activity' });
      expect(cart?.ecommerce?.items[0]?.price).toBeGreaterThan(0);
      // The router showed the checkout: a page opened, pushed in the same data layer.
      await expect
        .poll(async () => (await eventsOf(page, 'launchPage')).map((push) => push.page_path?.split('?')[0]))
        .toContain(marketPath(locale, '/checkout/50001'));
    },
  );
}
