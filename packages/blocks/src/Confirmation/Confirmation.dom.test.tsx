import { compiledMessagesFor, I18nProvider } from '@escale/i18n';
import type { Locale } from '@escale/i18n/core';
import { ThemeProvider } from '@escale/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { confirmedOrder, eVoucherGiftOrder, pendingOrder } from '../fixtures/checkout';
import { Confirmation } from './Confirmation';

function serverHtml(element: ReactElement, locale: Locale = 'fr_FR'): Document {
  const html = renderToString(
    <I18nProvider locale={locale} messages={compiledMessagesFor(locale)}>
      <ThemeProvider theme="escale">{element}</ThemeProvider>
    </I18nProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const voucherLinks = (page: Document) => [...page.querySelectorAll<HTMLAnchorElement>('a[download]')];

describe('Confirmation', () => {
  it('links each e-voucher of a gift to its PDF, in the market’s language', () => {
    const code = '7KQX-2M9D-RT4B-HN3T';
    for (const [locale, text] of [
      ['fr_FR', `Télécharger votre e-coffret ${code} (PDF)`],
      ['es_ES', `Descargar tu bono digital ${code} (PDF)`],
      ['it_IT', `Scarica il tuo voucher digitale ${code} (PDF)`],
      ['nl_BE', `Download je e-voucher ${code} (pdf)`],
    ] as const) {
      const [link, ...others] = voucherLinks(
        serverHtml(<Confirmation order={eVoucherGiftOrder} homeHref="/" />, locale),
      );
      expect(others).toEqual([]);
      expect(link?.textContent).toBe(text);
      expect(link?.getAttribute('href')).toBe(eVoucherGiftOrder.vouchers[0]?.pdfUrl);
      expect(link?.getAttribute('download')).toBe(`escale-${code}.pdf`);
    }
  });

  it('shows no download for a stay or while the payment is being confirmed', () => {
    for (const order of [confirmedOrder, pendingOrder]) {
      expect(voucherLinks(serverHtml(<Confirmation order={order} homeHref="/" />))).toEqual([]);
    }
  });
});
