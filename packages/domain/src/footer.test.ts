import { describe, expect, it } from 'vitest';
import type { ApiLocale } from './api/common';
import { footerLinks, footerPageHref } from './footer';

const markets: [ApiLocale, string][] = [
  ['fr_FR', '/fr'],
  ['es_ES', '/es'],
  ['it_IT', '/it'],
  ['nl_NL', '/nl'],
  ['fr_BE', '/be/fr'],
  ['nl_BE', '/be/nl'],
];

const ids = (links: { id: string }[]) => links.map((link) => link.id);

describe('footerLinks', () => {
  it('S-362 links the static pages under the market path, in the market language', () => {
    const { legal, company } = footerLinks('fr_BE', '/be/fr');
    expect(ids(legal)).toEqual(['salesTerms', 'usageTerms', 'dataProtection', 'privacyPolicy', 'cookies']);
    expect(legal[0]).toEqual({
      id: 'salesTerms',
      href: '/be/fr/conditions-generales-de-vente',
      isExternal: false,
    });
    expect(company[0]).toEqual({ id: 'partnerSignup', href: '/be/fr/devenir-partenaire', isExternal: false });
    expect(footerPageHref('nl_BE', '/be/nl', 'cookies')).toBe('/be/nl/cookiebeleid');
    expect(footerPageHref('it_IT', '/it', 'usageTerms')).toBe('/it/condizioni-generali-di-utilizzo');
  });

  it('S-363 shows the press room only in fr_FR and es_ES', () => {
    for (const [locale, path] of markets) {
      const hasPressRoom = ids(footerLinks(locale, path).company).includes('pressRoom');
      expect(hasPressRoom, locale).toBe(locale === 'fr_FR' || locale === 'es_ES');
    }
    expect(footerPageHref('es_ES', '/es', 'pressRoom')).toBe('/es/sala-de-prensa');
    expect(footerPageHref('fr_BE', '/be/fr', 'pressRoom')).toBeUndefined();
  });

  it('S-364 links the FAQ, careers and the gift-box shops of the six markets as https sites', () => {
    const { help, company, giftBoxShops } = footerLinks('nl_NL', '/nl');
    expect(help[0]).toEqual({ id: 'faq', href: 'https://faq.escale.travel/nl-nl/', isExternal: true });
    expect(help[1]).toEqual({ id: 'contact', href: '/nl/contact', isExternal: false });
    expect(company.at(-1)).toEqual({
      id: 'careers',
      href: 'https://careers.escale.travel/nl/',
      isExternal: true,
    });
    expect(giftBoxShops.map((shop) => shop.locale)).toEqual(markets.map(([locale]) => locale));
    for (const shop of giftBoxShops) expect(shop.href).toMatch(/^https:\/\//);
  });

  it('S-365 has one privacy policy link per locale, each its own', () => {
    const privacy = markets.map(([locale, path]) => {
      const links = footerLinks(locale, path).legal.filter((link) => link.id === 'privacyPolicy');
      expect(links, locale).toHaveLength(1);
      return links[0]?.href;
    });
    expect(privacy).toEqual([
      '/fr/politique-de-confidentialite',
      '/es/politica-de-privacidad',
      '/it/informativa-sulla-privacy',
      '/nl/privacyverklaring',
      '/be/fr/politique-de-confidentialite',
      '/be/nl/privacyverklaring',
    ]);
    expect(new Set(privacy).size).toBe(6);
  });
});
