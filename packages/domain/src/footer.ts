import type { ApiLocale } from './api/common';
import { GIFT_BOX_SHOPS } from './header';
import { contactRoute, contentPageRoute, marketHref } from './routes';

// The footer's links (002 §2 Footer, S-362…S-366): Escale's own pages under the market path with
// slugs in the market's language, and the external sites as https URLs.

type Language = 'fr' | 'es' | 'it' | 'nl';

/** Escale's own pages the footer links to. */
export type FooterPage =
  | 'salesTerms'
  | 'usageTerms'
  | 'dataProtection'
  | 'privacyPolicy'
  | 'cookies'
  | 'partnerSignup'
  | 'pressRoom'
  | 'contact';

/** The slug of each page, per language, under the market path. */
const pageSlugs: Record<Exclude<FooterPage, 'contact' | 'pressRoom'>, Record<Language, string>> = {
  salesTerms: {
    fr: 'conditions-generales-de-vente',
    es: 'condiciones-generales-de-venta',
    it: 'condizioni-generali-di-vendita',
    nl: 'algemene-verkoopvoorwaarden',
  },
  usageTerms: {
    fr: 'conditions-generales-d-utilisation',
    es: 'condiciones-generales-de-uso',
    it: 'condizioni-generali-di-utilizzo',
    nl: 'algemene-gebruiksvoorwaarden',
  },
  dataProtection: {
    fr: 'protection-des-donnees',
    es: 'proteccion-de-datos',
    it: 'protezione-dei-dati',
    nl: 'gegevensbescherming',
  },
  privacyPolicy: {
    fr: 'politique-de-confidentialite',
    es: 'politica-de-privacidad',
    it: 'informativa-sulla-privacy',
    nl: 'privacyverklaring',
  },
  cookies: {
    fr: 'politique-cookies',
    es: 'politica-de-cookies',
    it: 'cookie-policy',
    nl: 'cookiebeleid',
  },
  partnerSignup: {
    fr: 'devenir-partenaire',
    es: 'hazte-socio',
    it: 'diventa-partner',
    nl: 'partner-worden',
  },
};

/** The press room exists only in fr_FR and es_ES (S-363). */
const pressRoomSlugs: Partial<Record<ApiLocale, string>> = {
  fr_FR: 'espace-presse',
  es_ES: 'sala-de-prensa',
};

/** The FAQ site of a locale. */
export function faqHref(locale: ApiLocale): string {
  return `https://faq.escale.travel/${locale.replace('_', '-').toLowerCase()}/`;
}

/** The careers site, in the visitor's language. */
export function careersHref(locale: ApiLocale): string {
  return `https://careers.escale.travel/${languageOf(locale)}/`;
}

const languageOf = (locale: ApiLocale) => locale.slice(0, 2) as Language;

/** Escale's content pages: the footer's own pages but the contact page. */
export type ContentPageId = Exclude<FooterPage, 'contact'>;
export const contentPageIds = [
  'salesTerms',
  'usageTerms',
  'dataProtection',
  'privacyPolicy',
  'cookies',
  'partnerSignup',
  'pressRoom',
] as const satisfies readonly ContentPageId[];

/** A content page's slug in a market; undefined for the press room outside fr_FR and es_ES. */
export function contentPageSlug(locale: ApiLocale, page: ContentPageId): string | undefined {
  return page === 'pressRoom' ? pressRoomSlugs[locale] : pageSlugs[page][languageOf(locale)];
}

/** The content page a slug names in a market, if any. */
export function contentPageOfSlug(locale: ApiLocale, slug: string): ContentPageId | undefined {
  return contentPageIds.find((page) => contentPageSlug(locale, page) === slug);
}

/**
 * One of Escale's own pages in a market (`footerPageHref('fr_FR', '/fr', 'cookies')` →
 * `/fr/politique-cookies`); undefined for the press room outside fr_FR and es_ES.
 */
export function footerPageHref(locale: ApiLocale, marketPath: string, page: FooterPage): string | undefined {
  if (page === 'contact') return marketHref(marketPath, contactRoute());
  const slug = contentPageSlug(locale, page);
  return slug ? marketHref(marketPath, contentPageRoute(slug)) : undefined;
}

/** A footer link: an own page or an external site, named by a message of its id. */
export interface FooterLink {
  id: FooterPage | 'faq' | 'careers';
  href: string;
  isExternal: boolean;
}

/** The gift-box shop of a market. */
export interface FooterShopLink {
  locale: ApiLocale;
  href: string;
}

export interface FooterLinks {
  /** FAQ site and contact page. */
  help: FooterLink[];
  /** Partner signup, press room (fr_FR and es_ES only), careers. */
  company: FooterLink[];
  /** Sales terms, usage terms, data protection, the locale's privacy policy, cookies. */
  legal: FooterLink[];
  /** The gift-box shop of each of the six markets. */
  giftBoxShops: FooterShopLink[];
}

/**
 * The links of the footer of a market (S-362…S-365): static pages under `marketPath` in the
 * market's language, one privacy policy per locale, the press room only in fr_FR and es_ES, the FAQ,
 * careers and gift-box shop sites. The country sites are the market paths themselves.
 */
export function footerLinks(locale: ApiLocale, marketPath: string): FooterLinks {
  const pages = (ids: FooterPage[]): FooterLink[] =>
    ids.flatMap((id) => {
      const href = footerPageHref(locale, marketPath, id);
      return href ? [{ id, href, isExternal: false }] : [];
    });
  return {
    help: [{ id: 'faq', href: faqHref(locale), isExternal: true }, ...pages(['contact'])],
    company: [
      ...pages(['partnerSignup', 'pressRoom']),
      { id: 'careers', href: careersHref(locale), isExternal: true },
    ],
    legal: pages(['salesTerms', 'usageTerms', 'dataProtection', 'privacyPolicy', 'cookies']),
    giftBoxShops: Object.entries(GIFT_BOX_SHOPS).map(([shop, href]) => ({ locale: shop as ApiLocale, href })),
  };
}
