import { describe, expect, it } from 'vitest';
import type { ApiLocale } from './api/common';
import {
  accountLinks,
  accountRequestHref,
  checkoutBackHref,
  GIFT_DRAWER_LOCALES,
  giftShopHref,
  headerAccountEntry,
  headerGiftEntry,
  isSearchPage,
  promoLinkHref,
  wishlistButtonVisibility,
} from './header';

const locales: ApiLocale[] = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];

describe('headerGiftEntry', () => {
  it('S-346 opens the gift drawer in the six locales outside customer-care mode', () => {
    expect([...GIFT_DRAWER_LOCALES].sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      expect(headerGiftEntry({ locale, isCustomerCare: false, hasGiftContent: true })).toEqual({
        kind: 'drawer',
      });
    }
  });

  it('S-444 links to the gift-box shop with customer-care utm parameters in customer-care mode', () => {
    const entry = headerGiftEntry({ locale: 'es_ES', isCustomerCare: true, hasGiftContent: true });
    expect(entry).toEqual({
      kind: 'link',
      href: 'https://www.escale-cajas-regalo.es/?utm_source=escale&utm_medium=customer-care&utm_campaign=gift-icon',
    });
  });

  it('S-346 links to the gift-box shop with the header utm parameters when there is no gift content', () => {
    const entry = headerGiftEntry({ locale: 'fr_BE', isCustomerCare: false, hasGiftContent: false });
    expect(entry).toEqual({ kind: 'link', href: giftShopHref('fr_BE', { isCustomerCare: false }) });
    expect(giftShopHref('fr_BE', { isCustomerCare: false })).toBe(
      'https://www.escale-coffrets.be/fr/?utm_source=escale&utm_medium=header&utm_campaign=gift-icon',
    );
  });
});

describe('headerAccountEntry', () => {
  const where = { marketPath: '/be/nl', currentPath: '/be/nl/search?flow=gifting' };

  it('S-347 gives a logged-in customer the account menu when the toggle is on', () => {
    expect(headerAccountEntry({ isEnabled: true, isLoggedIn: true }, where)).toEqual({
      kind: 'menu',
      links: {
        profile: '/be/nl/account/settings/profile',
        trips: '/be/nl/account/trips',
        wishlist: '/be/nl/account/wishlist',
        signOut: '/be/nl/account/signout',
      },
    });
  });

  it('S-347 gives other visitors the sign-in link back to the current page', () => {
    expect(headerAccountEntry({ isEnabled: true, isLoggedIn: false }, where)).toEqual({
      kind: 'signIn',
      href: '/be/nl/account/signin?origin=%2Fbe%2Fnl%2Fsearch%3Fflow%3Dgifting',
    });
  });

  it('S-348 G-06 sends the avatar to the booking lookup when the toggle is off', () => {
    expect(headerAccountEntry({ isEnabled: false, isLoggedIn: true }, where)).toEqual({
      kind: 'bookingLookup',
      href: '/be/nl/account#r=booking-lookup',
    });
  });

  it('S-349 S-355 G-06 shapes the account links and requests', () => {
    expect(accountLinks('/fr', '/fr').beneficiaryLogin).toBe('/fr/beneficiary/login');
    expect(accountRequestHref('/it', 'invoiceRequest')).toBe('/it/account#r=invoice-request');
  });
});

describe('wishlistButtonVisibility', () => {
  it('S-350 hides the wishlist button when the account toggle is on', () => {
    expect(wishlistButtonVisibility({ isAccountEnabled: true, locale: 'fr_FR' })).toBe('never');
  });

  it('S-350 shows it only on desktop in Belgium', () => {
    expect(wishlistButtonVisibility({ isAccountEnabled: false, locale: 'fr_BE' })).toBe('desktop');
    expect(wishlistButtonVisibility({ isAccountEnabled: false, locale: 'nl_BE' })).toBe('desktop');
    expect(wishlistButtonVisibility({ isAccountEnabled: false, locale: 'nl_NL' })).toBe('always');
  });
});

describe('isSearchPage', () => {
  it('S-434 recognises the market search page with a query or hash', () => {
    expect(isSearchPage('/fr/search', '/fr')).toBe(true);
    expect(isSearchPage('/fr/search/?flow=gifting#a=2', '/fr')).toBe(true);
    expect(isSearchPage('/fr/activities/search', '/fr')).toBe(false);
    expect(isSearchPage('/es/search', '/fr')).toBe(false);
  });
});

describe('checkoutBackHref', () => {
  it('S-352 keeps checkin, checkout, giftNights, a, c, b and giftFormat, and drops the rest', () => {
    expect(
      checkoutBackHref(
        '/fr/stay/812',
        '#id=812&offerId=9&checkin=2026-06-12&checkout=2026-06-14&night=2&a=2&c=1&b=0&activityDates=x',
      ),
    ).toBe('/fr/stay/812#checkin=2026-06-12&checkout=2026-06-14&a=2&c=1&b=0');
    expect(checkoutBackHref('/fr/stay/812', 'giftFormat=digital&giftNights=3&a=2')).toBe(
      '/fr/stay/812#giftNights=3&a=2&giftFormat=digital',
    );
  });

  it('S-352 gives the bare page when nothing is kept, replacing any hash of the target', () => {
    expect(checkoutBackHref('/fr#old=1', '')).toBe('/fr');
    expect(checkoutBackHref('/fr/stay/812', '#night=2&checkin=')).toBe('/fr/stay/812');
  });
});

describe('promoLinkHref', () => {
  const origin = 'https://www.escale.travel';

  it('S-370 returns a URL that does not parse unchanged', () => {
    expect(promoLinkHref('https://exa mple.com:abc/x', origin)).toBe('https://exa mple.com:abc/x');
    expect(promoLinkHref('http://[bad', origin)).toBe('http://[bad');
  });

  it('S-369 turns a link to the shop itself into a path and keeps the rest', () => {
    expect(promoLinkHref('https://www.escale.travel/fr/lp/spa?x=1#a=2', origin)).toBe('/fr/lp/spa?x=1#a=2');
    expect(promoLinkHref('https://partner.example/offer', origin)).toBe('https://partner.example/offer');
    expect(promoLinkHref('/fr/lp/spa', origin)).toBe('/fr/lp/spa');
  });
});
