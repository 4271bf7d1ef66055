import { describe, expect, it } from 'vitest';
import { publicLinkOf, staffSignInHref } from './customerCare';

describe('customer-care tools', () => {
  it('S-445 the copied link is the page on the public host, without the mode', () => {
    expect(
      publicLinkOf(
        'https://care.escale.example/fr/stay/100472?flow=gifting&mode=CUSTOMER_CARE#giftNights=2&bucket=3',
        'https://www.escale.example',
      ),
    ).toBe('https://www.escale.example/fr/stay/100472?flow=gifting#giftNights=2&bucket=3');
    expect(
      publicLinkOf('http://127.0.0.1:3000/be/nl?mode=CUSTOMER_CARE', 'https://www.escale.example/'),
    ).toBe('https://www.escale.example/be/nl');
  });

  it('G-05 the sign-in comes back to the page, in the market’s language', () => {
    const href = staffSignInHref('/es/search?mode=CUSTOMER_CARE', 'es-ES');
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/api/staff/signin');
    expect(url.searchParams.get('returnTo')).toBe('/es/search?mode=CUSTOMER_CARE');
    expect(url.searchParams.get('uiLocale')).toBe('es-ES');
  });
});
