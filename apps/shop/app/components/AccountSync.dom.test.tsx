import type { WishlistItem } from '@escale/domain';
import { createTestRoot, removeTestRoot } from '@escale/ui/testing';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWishlist } from '../lib/visitorState';
import { AccountSync } from './AccountSync';

let container: HTMLDivElement;
let root: Root;
let calls: { method: string; url: string; body?: unknown }[];

const item = (id: string): WishlistItem => ({
  type: 'STAY',
  id,
  label: `Stay ${id}`,
  imageUrl: '/i.jpg',
  uri: `/stay/${id}`,
  hotel: { label: 'Hotel' },
});

let toggle: (item: WishlistItem) => void = () => undefined;
function Page() {
  const wishlist = useWishlist();
  toggle = wishlist.toggle;
  return (
    <>
      <p>{wishlist.items.map((kept) => kept.id).join(',')}</p>
      <AccountSync />
    </>
  );
}

/** The readable cookie the API's sign-in sets, or its removal at sign-out (jsdom has no Cookie Store). */
function signInCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes the cookie as the API's answer would
  document.cookie = value ? `escale_account=${value}; Path=/` : 'escale_account=; Max-Age=0; Path=/';
}

const stored = () =>
  (JSON.parse(localStorage.getItem('escale.wishlist') ?? '[]') as WishlistItem[]).map((i) => i.id);
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return new Response(JSON.stringify({ items: [item('2')] }), { status: 200 });
      return new Response(null, { status: 204 });
    }),
  );
  ({ container, root } = createTestRoot());
});

afterEach(() => {
  removeTestRoot({ container, root });
  vi.unstubAllGlobals();
  signInCookie(null);
});

describe('AccountSync', () => {
  it('G-49 makes no call for a guest', async () => {
    localStorage.setItem('escale.wishlist', JSON.stringify([item('1')]));
    await act(async () => root.render(<Page />));
    await settle();
    act(() => toggle(item('3')));
    await settle();
    expect(calls).toEqual([]);
  });

  it('G-49 merges the browser’s and the account’s at sign-in, then sends each change once', async () => {
    signInCookie('first-sign-in');
    localStorage.setItem('escale.wishlist', JSON.stringify([item('1')]));
    await act(async () => root.render(<Page />));
    await settle();
    await settle();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/account/wishlist',
      'PUT /api/account/wishlist/STAY/1',
    ]);
    expect(calls[1]?.body).toEqual({
      label: 'Stay 1',
      imageUrl: '/i.jpg',
      uri: '/stay/1',
      hotel: { label: 'Hotel' },
    });
    expect(stored()).toEqual(['1', '2']);
    expect(container.textContent).toBe('1,2');

    calls = [];
    act(() => toggle(item('2')));
    await settle();
    act(() => toggle(item('4')));
    await settle();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/account/wishlist/STAY/2',
      'PUT /api/account/wishlist/STAY/4',
    ]);
  });

  it('G-49 merges once per sign-in: a page opened later sends only changes', async () => {
    signInCookie('first-sign-in');
    localStorage.setItem('escale.wishlistMergedFor', JSON.stringify('first-sign-in'));
    localStorage.setItem('escale.wishlist', JSON.stringify([item('1')]));
    await act(async () => root.render(<Page />));
    await settle();
    expect(calls).toEqual([]);
  });
});
