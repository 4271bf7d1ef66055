import { expect, test } from '@playwright/test';
import { expectAccessibleOverlay, marketPath, message, ONCE, visit } from './support';

// The messenger widget (002 §2 Header; S-354, G-26): its launcher where the market has the widget,
// its code and its conversation with the local stand-in loaded only once it is opened.

test(
  'S-354 es_ES: the launcher opens the conversation on intent; the stand-in answers with the chat hours',
  ONCE,
  async ({ page }) => {
    const locale = 'es_ES';
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('messengerBlock')) loaded.push(request.url());
    });
    await visit(page, marketPath(locale, '/'));
    const launcher = page.getByRole('button', { name: message(locale, 'messenger.open') });
    await expect(launcher).toBeVisible();
    // Nothing of the conversation loads before the visitor asks for it.
    expect(loaded).toEqual([]);
    await launcher.click();
    const drawer = page.getByRole('dialog', { name: message(locale, 'messenger.title') });
    await expect(drawer).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);
    await drawer
      .getByRole('textbox', { name: message(locale, 'messenger.label') })
      .fill('¿Puedo cambiar la fecha de mi reserva?');
    await drawer.getByRole('button', { name: message(locale, 'messenger.send') }).click();
    const log = drawer.getByRole('log');
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expect(log.getByRole('listitem').first()).toContainText('¿Puedo cambiar la fecha de mi reserva?');
    await expect(log.getByRole('listitem').last()).toContainText('de lunes a viernes, de 9:00 a 18:00');
    await expect(drawer.getByRole('textbox', { name: message(locale, 'messenger.label') })).toHaveValue('');
    await expectAccessibleOverlay(page, '[role="dialog"]', 'messenger');
    await page.keyboard.press('Escape');
    await expect(launcher).toBeFocused();
  },
);
