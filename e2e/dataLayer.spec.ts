import type { Locale } from '@escale/i18n/core';
import { expect, type Page, test } from '@playwright/test';
import { isHydratedByReact, marketPath, message, onceBeyondFirst, visit } from './support';

// The data layer's events (001 §7, 002 §7; S-455): each page opened, a result list shown and a card
// of it followed, a product viewed, a gift personalised and a product put in the cart. Pushing sends nothing; the collector sends them once the visitor agrees.

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

      // select_item: the card followed, named with its place in the list.
      const firstCard = page.getByRole('article').first();
      const firstId = list?.ecommerce?.items[0]?.item_id;
      // Until its code arrives a card's link is a plain link: the product opens as a new document,
      // with a new data layer. A card in view gets its code at once; the test waits for it.
      await expect
        .poll(() => isHydratedByReact(firstCard.getByRole('heading')).catch(() => false))
        .toBe(true);
      await firstCard.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/activity/${firstId}`));
      await expect.poll(async () => (await eventsOf(page, 'select_item')).length).toBe(1);
      const [selected] = await eventsOf(page, 'select_item');
      expect(selected?.ecommerce?.item_list_name).toBe('activity');
      expect(selected?.ecommerce?.items).toEqual([expect.objectContaining({ item_id: firstId, index: 0 })]);

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

for (const [index, locale] of (['es_ES', 'nl_NL', 'fr_BE'] as const satisfies readonly Locale[]).entries()) {
  test(
    `S-455 ${locale}: a gift's personalisation pushes personalization_item each time it opens`,
    onceBeyondFirst(index),
    async ({ page }) => {
      await visit(
        page,
        `${marketPath(locale, '/stay/100033')}?flow=gifting#giftNights=2&giftFormat=digital&upsell=none&giftAdults=2`,
      );
      const panel = page.getByRole('region', { name: message(locale, 'booking.giftTitle') });
      const offer = panel.getByRole('button', { name: message(locale, 'booking.offer'), exact: true });
      const drawer = page.getByRole('dialog', { name: message(locale, 'giftMessageForm.title') });
      expect(await eventsOf(page, 'personalization_item')).toEqual([]);
      await offer.click();
      await expect(drawer).toBeVisible();
      await expect.poll(async () => (await eventsOf(page, 'personalization_item')).length).toBe(1);
      const [opened] = await eventsOf(page, 'personalization_item');
      expect(opened?.ecommerce?.items).toEqual([
        expect.objectContaining({ item_id: '100033', item_category: 'stay' }),
      ]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await offer.click();
      await expect(drawer).toBeVisible();
      await expect.poll(async () => (await eventsOf(page, 'personalization_item')).length).toBe(2);
    },
  );
}
