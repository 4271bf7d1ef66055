import { formatPrice, type Locale } from '@escale/i18n/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectAccessibleOverlay,
  fillBuyer,
  fillCard,
  marketPath,
  message,
  ONCE,
  onceBeyondFirst,
  visit,
  visitAsStaff,
} from './support';

// The gift set-up of the gifting stay page and its personalisation drawer (001 §2.5, §2.6, §4,
// §5): the choices live in the hash, the drawer's message in the browser, and the checkout sells
// the gift as set up, against the real API.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4400}`;
// The test-scale catalog is deterministic: this stay is offered for 1 to 3 nights.
const STAY = 100033;

interface SubElements {
  availableCustomSubElements: {
    categories: { id: number; name: string; singleSelection: boolean }[];
    subElements: { id: number; name: string; price: number; categoryId: number }[];
  };
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API}${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface GiftPrice {
  lowTierPrice: number;
  sellPrices: { bucket: 1 | 2 | 3; sellPrice: number }[];
  upsellAvailabilityPrice: number;
  extraUpsellAvailabilityAmount: number;
}

const giftPrice = (page: Page, locale: Locale, nights: number) =>
  apiJson<GiftPrice>(page, `/api/product/${STAY}/gift-price?locale=${locale}&nights=${nights}`);

const section = (page: Page, locale: Locale) =>
  page
    .locator('#theGift')
    .filter({ has: page.getByRole('heading', { name: message(locale, 'giftSetup.title') }) });

/** Checks a radio or checkbox by keyboard, as the gift set-up's choices must work without a mouse. */
async function choose(control: Locator) {
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked();
}

const hashOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1));

for (const [index, locale] of (['fr_FR', 'es_ES', 'nl_BE'] as const).entries()) {
  test(
    `S-258 S-259 S-260 S-262 S-264 S-267 S-269 S-279 S-280 S-397 ${locale}: the gift set-up is priced, kept in the hash and restored by a reload`,
    onceBeyondFirst(index),
    async ({ page }) => {
      const { availableCustomSubElements: extras } = await apiJson<SubElements>(
        page,
        `/gateway/sub-elements/available-custom-sub-elements?locale=${locale}`,
      );
      const shipping = await apiJson<{ amount: number }>(
        page,
        `/gateway/purchase/shipping-cost?locale=${locale}&giftFormat=physical`,
      );
      const multi = extras.subElements.find((item) => item.categoryId === 1);
      const packaging = extras.subElements.find((item) => item.categoryId === 2);
      if (!multi || !packaging) throw new Error('The test catalog has no extras in both categories');
      // S-262: the shipping cost is held back until the "---" tag has been seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/gateway/purchase/shipping-cost*', async (route) => {
        await held;
        await route.continue();
      });
      await visit(page, `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting`);
      const setup = section(page, locale);
      await expect(setup).toBeVisible();
      // S-259, S-260: digital by e-mail by default, or a gift box; and the gift without dates.
      await expect(setup.getByRole('radio', { name: message(locale, 'giftSetup.digital') })).toBeChecked();
      const physicalName = message(locale, 'giftSetup.physical');
      await expect(setup.getByRole('radio', { name: `${physicalName} ---` })).toBeVisible();
      release();
      const tag = message(locale, 'giftSetup.plus', { amount: formatPrice(shipping.amount, locale) });
      const physical = setup.getByRole('radio', { name: `${physicalName} ${tag}` });
      await expect(physical).toBeVisible();
      // S-264: free delivery in 2 to 4 working days.
      await expect(physical).toHaveAccessibleDescription(
        message(locale, 'giftSetup.physicalText', { min: 2, max: 4 }),
      );
      await expect(
        setup.getByRole('button', { name: message(locale, 'giftSetup.withoutDates') }),
      ).toBeVisible();
      // S-265, S-266: how it works in three steps; Spain's own card, without the box teaser.
      await expect(setup.getByText(message(locale, 'giftSetup.step3'))).toBeVisible();
      await expect(setup.getByText(message(locale, 'giftSetup.spainCard'))).toHaveCount(
        locale === 'es_ES' ? 1 : 0,
      );
      await expect(setup.getByText(message(locale, 'giftSetup.boxTeaser'))).toHaveCount(
        locale === 'es_ES' ? 0 : 1,
      );
      // S-397: the gift card is offered under the calendar, but not in Spain.
      const giftCardLink = setup.getByRole('link', { name: message(locale, 'giftSetup.giftCardBannerLink') });
      if (locale === 'es_ES') await expect(giftCardLink).toHaveCount(0);
      else await expect(giftCardLink).toHaveAttribute('href', marketPath(locale, '/giftcard/customization'));

      await choose(physical);
      await expect.poll(() => hashOf(page).get('giftFormat')).toBe('physical');
      // S-279: a multi-selection extra toggles its id; S-280: the packaging's standard option first.
      await choose(setup.getByRole('checkbox', { name: new RegExp(`^${multi.name}`) }));
      const standard = setup.getByRole('radio', { name: message(locale, 'giftSetup.standard'), exact: true });
      await expect(standard).toBeChecked();
      await choose(setup.getByRole('radio', { name: new RegExp(`^${packaging.name}`) }));
      // S-269: every night count from the table's smallest key to its largest.
      const nights = setup.getByRole('radiogroup', { name: message(locale, 'giftSetup.nights') });
      await expect(nights.getByRole('radio')).toHaveCount(3);
      await choose(
        nights.getByRole('radio', { name: message(locale, 'giftSetup.nightsOption', { count: 3 }) }),
      );
      // S-267: the upsell checkbox.
      await choose(setup.getByRole('checkbox', { name: message(locale, 'giftSetup.upsell') }));
      await expect.poll(() => hashOf(page).toString()).toContain('upsell=availability');
      const hash = hashOf(page);
      expect(Object.fromEntries(hash)).toMatchObject({
        giftNights: '3',
        giftFormat: 'physical',
        upsell: 'availability',
        giftAdults: '2',
        se1: String(multi.id),
        se2: String(packaging.id),
      });
      // The upsell raises the gift to its Liberty price (S-267).
      const gift = (await giftPrice(page, locale, 3)).upsellAvailabilityPrice;
      const total = gift + shipping.amount + multi.price + packaging.price;
      await expect(setup.getByTestId('gift-total')).toContainText(formatPrice(total, locale));
      await expectAccessible(page, `${locale} gift set-up`);

      // S-258: a reload restores every choice.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(physical).toBeChecked();
      await expect(setup.getByRole('checkbox', { name: new RegExp(`^${multi.name}`) })).toBeChecked();
      await expect(setup.getByRole('radio', { name: new RegExp(`^${packaging.name}`) })).toBeChecked();
      await expect(
        nights.getByRole('radio', { name: message(locale, 'giftSetup.nightsOption', { count: 3 }) }),
      ).toBeChecked();
      await expect(setup.getByRole('checkbox', { name: message(locale, 'giftSetup.upsell') })).toBeChecked();
      await expect(setup.getByTestId('gift-total')).toContainText(formatPrice(total, locale));
    },
  );
}

test(
  'S-258 S-260 fr_BE: a hash the set-up cannot read falls back to its defaults',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_BE';
    await visit(
      page,
      `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting#giftNights=9&giftFormat=box&upsell=yes&bucket=7&giftAdults=0`,
    );
    const setup = section(page, locale);
    await expect(setup.getByRole('radio', { name: message(locale, 'giftSetup.digital') })).toBeChecked();
    await expect(
      setup.getByRole('radio', { name: message(locale, 'giftSetup.nightsOption', { count: 1 }) }),
    ).toBeChecked();
    // No upsell chosen: this stay's 1-night gift has none to offer once its price is known, and
    // the box is unticked until then.
    await expect(
      setup.getByRole('checkbox', { name: message(locale, 'giftSetup.upsell'), checked: true }),
    ).toHaveCount(0);
  },
);

test(
  'S-261 it_IT: when the shipping cost cannot be had, the gift box is disabled and says why',
  ONCE,
  async ({ page }) => {
    const locale = 'it_IT';
    await page.route('**/gateway/purchase/shipping-cost*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'FORMAT_UNAVAILABLE', message: 'unavailable' } } }),
    );
    await visit(page, `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting#giftNights=1&giftFormat=physical`);
    const physical = section(page, locale).getByRole('radio', {
      name: message(locale, 'giftSetup.physical'),
    });
    await expect(physical).toBeDisabled();
    await expect(physical).toHaveAccessibleDescription(message(locale, 'giftSetup.physicalUnavailable'));
    await expect(
      section(page, locale).getByRole('radio', { name: message(locale, 'giftSetup.digital') }),
    ).toBeChecked();
    await expect.poll(() => hashOf(page).get('giftFormat')).toBe('digital');
  },
);

test('S-237 S-271 S-272 S-273 S-274 S-275 S-276 S-277 S-278 fr_FR: Offer opens "Personalise your gift", its message stays, and the checkout sells the gift as set up', async ({
  page,
}) => {
  const locale = 'fr_FR';
  const { availableCustomSubElements: extras } = await apiJson<SubElements>(
    page,
    `/gateway/sub-elements/available-custom-sub-elements?locale=${locale}`,
  );
  const multi = extras.subElements.find((item) => item.categoryId === 1);
  if (!multi) throw new Error('The test catalog has no extra');
  await visit(
    page,
    `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting#giftNights=2&giftFormat=physical&upsell=none&giftAdults=2&se1=${multi.id}`,
  );
  const panel = page.getByRole('region', { name: message(locale, 'booking.giftTitle') });
  const offer = panel.getByRole('button', { name: message(locale, 'booking.offer'), exact: true });
  await offer.click();
  // S-237, S-271: the drawer, titled, with its Offer button.
  const drawer = page.getByRole('dialog', { name: message(locale, 'giftMessageForm.title') });
  await expect(drawer).toBeVisible();
  await expectAccessibleOverlay(page, '[role="dialog"]', 'personalise your gift');
  // S-277: the sender is optional, and says so; S-273: the message's hint.
  const fromName = drawer.getByRole('textbox', {
    name: `${message(locale, 'giftMessageForm.fromName')} (facultatif)`,
  });
  const text = drawer.getByRole('textbox', {
    name: new RegExp(`^${message(locale, 'giftMessageForm.message')}`),
  });
  await expect(text).toHaveAccessibleDescription(message(locale, 'giftMessageForm.messageMax'));
  // S-273, S-274: 40 characters, a 41st refused with the limit said for a second.
  await fromName.fill('Camille Dupont-Lefebvre de la Roche-Haut');
  await fromName.press('x');
  await expect(fromName).toHaveValue('Camille Dupont-Lefebvre de la Roche-Haut');
  const limit = drawer.getByText(message(locale, 'giftMessageForm.limit', { maxlength: 40 }));
  await expect(limit).toBeVisible();
  await expect(limit).toBeHidden({ timeout: 2_000 });
  await text.fill('a'.repeat(181));
  await expect(text).toHaveValue('a'.repeat(180));
  await expect(drawer.getByText(message(locale, 'giftMessageForm.limit', { maxlength: 180 }))).toBeVisible();
  // S-275, S-276: text only, checked on blur and before the drawer's Offer.
  await fromName.fill('R2D2');
  await text.focus();
  await expect(fromName).toHaveAccessibleDescription(message(locale, 'giftMessageForm.textOnly'));
  const send = drawer.getByRole('button', { name: message(locale, 'giftMessageForm.offer'), exact: true });
  await send.click();
  await expect(drawer).toBeVisible();
  await expect(fromName).toBeFocused();
  await fromName.fill('Camille');
  await text.fill('Joyeux anniversaire !');
  // Closing returns the focus to Offer.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(offer).toBeFocused();
  // S-278: the message is kept across a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await offer.click();
  await expect(fromName).toHaveValue('Camille');
  await expect(text).toHaveValue('Joyeux anniversaire !');
  await send.click();

  // The checkout sells the gift as set up: its format, nights and extra, with the message.
  await expect(page).toHaveURL(
    new RegExp(
      `/fr/checkout#id=${STAY}&offerId=${STAY}&a=2&c=0&b=0&giftNights=2&giftFormat=physical&se1=${multi.id}$`,
    ),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: message(locale, 'checkout.giftTitle') }),
  ).toBeVisible();
  const breakdown = page.locator('[data-line="shipping"]');
  await expect(breakdown).toContainText(message(locale, 'bookingSummary.shipping'));
  await expect(page.locator('[data-line="extras"]')).toContainText(formatPrice(multi.price, locale));
  await expect(page.getByLabel(message(locale, 'checkout.giftFrom'), { exact: false })).toHaveValue(
    'Camille',
  );
  await expect(page.getByLabel(message(locale, 'checkout.giftMessage'), { exact: false })).toHaveValue(
    'Joyeux anniversaire !',
  );
  await fillBuyer(page, locale);
  await fillCard(page, locale, '4242 4242 4242 4242');
  await page
    .getByRole('button', { name: new RegExp(`^${message(locale, 'checkout.pay', { amount: '' }).trim()}`) })
    .click();
  await expect(page).toHaveURL(/\/fr\/confirmation\//);
});

test(
  'S-267 S-268 nl_BE: the upsell says what it adds, includes more days and is sold at the checkout',
  ONCE,
  async ({ page }) => {
    const locale = 'nl_BE';
    const price = await giftPrice(page, locale, 2);
    expect(price.extraUpsellAvailabilityAmount).toBeGreaterThan(0);
    await visit(page, `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting#giftNights=2&giftFormat=digital`);
    const setup = section(page, locale);
    const extra = message(locale, 'giftSetup.plus', {
      amount: formatPrice(price.extraUpsellAvailabilityAmount, locale),
    });
    const upsell = setup.getByRole('checkbox', { name: `${message(locale, 'giftSetup.upsell')} ${extra}` });
    await expect(upsell).toHaveAccessibleDescription(message(locale, 'giftSetup.upsellText'));
    const total = setup.getByTestId('gift-total');
    await expect(total).toContainText(formatPrice(price.lowTierPrice, locale));
    // The calendar's days (the legend's items have neither a label nor a choice).
    const days = (status: string) =>
      setup.locator(`li[data-status="${status}"]:is([aria-label], :has(input))`);
    await expect.poll(() => days('supplement').count()).toBeGreaterThan(0);
    const includedBefore = await days('included').count();

    // The upsell raises the gift to the price of most weekends: its days are included.
    await choose(upsell);
    await expect.poll(() => hashOf(page).get('upsell')).toBe('availability');
    await expect(total).toContainText(formatPrice(price.upsellAvailabilityPrice, locale));
    await expect.poll(() => days('included').count()).toBeGreaterThan(includedBefore);
    await expectAccessible(page, `${locale} gift set-up with the upsell`);

    // The checkout sells the gift at that price and says what the upsell adds.
    await setup.getByRole('button', { name: message(locale, 'giftSetup.withoutDates') }).click();
    const drawer = page.getByRole('dialog', { name: message(locale, 'giftMessageForm.title') });
    await drawer.getByRole('button', { name: message(locale, 'giftMessageForm.offer'), exact: true }).click();
    await expect(page).toHaveURL(/\/be\/nl\/checkout#.*giftNights=2&giftFormat=digital&upsell=availability/);
    await expect(
      page.getByText(
        message(locale, 'bookingSummary.giftUpsell', {
          amount: formatPrice(price.extraUpsellAvailabilityAmount, locale),
        }),
      ),
    ).toBeVisible();
    await expect(page.locator('[data-line="total"]').first()).toContainText(
      formatPrice(price.upsellAvailabilityPrice, locale),
    );
  },
);

test(
  'S-270 S-441 fr_FR: customer care prices a gift by bucket, the popular one preselected; the public page has no buckets',
  ONCE,
  async ({ page }) => {
    const locale = 'fr_FR';
    const price = await giftPrice(page, locale, 2);
    const [essential, serenity, liberty] = price.sellPrices.map((p) => p.sellPrice) as [
      number,
      number,
      number,
    ];
    await visitAsStaff(
      page,
      locale,
      `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting&mode=CUSTOMER_CARE#giftNights=2&giftFormat=digital`,
    );
    const setup = section(page, locale);
    const buckets = setup.getByRole('radiogroup', { name: message(locale, 'giftSetup.buckets') });
    const bucket = (n: 1 | 2 | 3, amount: number) =>
      buckets.getByRole('radio', {
        name: `${message(locale, `giftSetup.bucket${n}`)} ${formatPrice(amount, locale)}`,
      });
    await expect(bucket(1, essential)).toBeVisible();
    // S-441: the popular bucket is preselected, and the gift is priced by it.
    await expect(bucket(2, serenity)).toBeChecked();
    await expect(bucket(2, serenity)).toHaveAccessibleDescription(
      new RegExp(`^${message(locale, 'giftSetup.popular')}`),
    );
    await expect.poll(() => hashOf(page).get('bucket')).toBe('2');
    const total = setup.getByTestId('gift-total');
    await expect(total).toContainText(formatPrice(serenity, locale));
    await choose(bucket(3, liberty));
    await expect.poll(() => hashOf(page).get('bucket')).toBe('3');
    await expect(total).toContainText(formatPrice(liberty, locale));
    // Liberty already covers what the upsell would: it is not offered.
    await expect(
      setup.getByRole('checkbox', { name: new RegExp(message(locale, 'giftSetup.upsell')) }),
    ).toHaveCount(0);
    await expectAccessible(page, `${locale} gift set-up in customer-care mode`);
    await setup.getByRole('button', { name: message(locale, 'giftSetup.withoutDates') }).click();
    const drawer = page.getByRole('dialog', { name: message(locale, 'giftMessageForm.title') });
    await drawer.getByRole('button', { name: message(locale, 'giftMessageForm.offer'), exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/checkout#.*giftNights=2&giftFormat=digital&bucket=3/);
    await expect(page.locator('[data-line="total"]').first()).toContainText(formatPrice(liberty, locale));

    // The public page has no buckets and sells the minimum fare; a link customer care shares keeps its bucket.
    await visit(
      page,
      `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting&mode=PUBLIC#giftNights=2&giftFormat=digital`,
    );
    await expect(setup.getByRole('radiogroup', { name: message(locale, 'giftSetup.buckets') })).toHaveCount(
      0,
    );
    await expect(total).toContainText(formatPrice(essential, locale));
    await visit(
      page,
      `${marketPath(locale, `/stay/${STAY}`)}?flow=gifting#giftNights=2&giftFormat=digital&bucket=2`,
    );
    await expect(total).toContainText(formatPrice(serenity, locale));
    await expect(setup.getByRole('radiogroup', { name: message(locale, 'giftSetup.buckets') })).toHaveCount(
      0,
    );
  },
);
