import { describe, expect, it } from 'vitest';
import { accountRequestOf, mergeWishlists, profileIssues, safeOrigin, wishlistChanges } from './account';
import type { WishlistItem } from './wishlist';

describe('safeOrigin', () => {
  it('S-349 comes back to a page of the market, with its query and hash', () => {
    expect(safeOrigin('/fr/search?flow=gifting#checkin=2027-01-02', '/fr')).toBe(
      '/fr/search?flow=gifting#checkin=2027-01-02',
    );
    expect(safeOrigin('/be/nl', '/be/nl')).toBe('/be/nl');
  });

  it('S-349 never sends to another site, another market or the sign-in page: the trips page instead', () => {
    const attempts = [
      'https://evil.example/fr',
      '//evil.example/fr',
      '/\\evil.example/fr',
      '/\t/evil.example/fr',
      'javascript:alert(1)',
      '/es/search',
      '/frx',
      '/fr/account/signin?origin=/fr',
      '/fr/account/signout',
      '',
      null,
      undefined,
    ];
    for (const origin of attempts)
      expect(safeOrigin(origin, '/fr'), String(origin)).toBe('/fr/account/trips');
  });
});

describe('accountRequestOf', () => {
  it('S-355 G-06 reads the booking lookup and the invoice request from the hash key r', () => {
    expect(accountRequestOf('#r=booking-lookup')).toBe('bookingLookup');
    expect(accountRequestOf('#r=invoice-request')).toBe('invoiceRequest');
    expect(accountRequestOf('#r=other')).toBeUndefined();
    expect(accountRequestOf('')).toBeUndefined();
  });
});

describe('profileIssues', () => {
  it('S-349 wants both names, letters only, 50 characters at most', () => {
    expect(profileIssues({ firstName: ' Anaïs ', lastName: "D'Arc-Lévêque" })).toEqual({});
    expect(profileIssues({ firstName: '  ', lastName: 'R2D2' })).toEqual({
      firstName: 'MANDATORY',
      lastName: 'TEXT_ONLY',
    });
    expect(profileIssues({ firstName: 'a'.repeat(51), lastName: 'Ok' })).toEqual({ firstName: 'INVALID' });
  });
});

const item = (type: WishlistItem['type'], id: string): WishlistItem => ({
  type,
  id,
  label: id,
  imageUrl: '',
  uri: `/fr/stay/${id}`,
  hotel: { label: 'H' },
});

describe('mergeWishlists', () => {
  it('G-49 keeps the browser’s items first, adds the account’s, each once, and sends the account what it lacks', () => {
    const local = [item('STAY', '1'), item('ACTIVITY', '2')];
    const account = [item('STAY', '2'), item('STAY', '1')];
    const merged = mergeWishlists(local, account);
    expect(merged.items.map((i) => `${i.type}:${i.id}`)).toEqual(['STAY:1', 'ACTIVITY:2', 'STAY:2']);
    expect(merged.toSend.map((i) => `${i.type}:${i.id}`)).toEqual(['ACTIVITY:2']);
  });
});

describe('wishlistChanges', () => {
  it('G-49 tells the items added and removed between two states', () => {
    const changes = wishlistChanges(
      [item('STAY', '1'), item('STAY', '2')],
      [item('STAY', '3'), item('STAY', '1')],
    );
    expect(changes.added.map((i) => i.id)).toEqual(['3']);
    expect(changes.removed.map((i) => i.id)).toEqual(['2']);
  });
});
