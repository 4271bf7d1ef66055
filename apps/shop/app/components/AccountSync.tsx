import {
  mergeWishlists,
  parseWishlist,
  SIGNED_IN_COOKIE,
  type WishlistItem,
  wishlistChanges,
} from '@escale/domain';
import { useEffect, useRef } from 'react';
import { useBrowserValue } from '../lib/browserStore';

// A signed-in customer's wishlist (G-49): merged with the account's once after each sign-in (the
// browser's items go to the account, the account's come to the browser), then every change made in
// the browser is sent by PUT or DELETE. A guest's browser makes no call: it has no sign-in cookie.

const noItems: WishlistItem[] = [];
const parseMark = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The readable cookie's value: a fresh id at each sign-in; none when signed out. */
function signInId(): string | null {
  const found = document.cookie.split(/;\s*/).find((pair) => pair.startsWith(`${SIGNED_IN_COOKIE}=`));
  return found ? decodeURIComponent(found.slice(SIGNED_IN_COOKIE.length + 1)) || null : null;
}

const itemPath = (item: Pick<WishlistItem, 'type' | 'id'>) =>
  `/api/account/wishlist/${item.type}/${encodeURIComponent(item.id)}`;

function send(method: 'PUT' | 'DELETE', item: WishlistItem): Promise<unknown> {
  const { type: _type, id: _id, ...shown } = item;
  return fetch(itemPath(item), {
    method,
    headers: method === 'PUT' ? { 'content-type': 'application/json' } : {},
    body: method === 'PUT' ? JSON.stringify(shown) : undefined,
    keepalive: true,
  }).catch(() => undefined);
}

export function AccountSync() {
  const [items, setItems] = useBrowserValue('local', 'escale.wishlist', parseWishlist, noItems);
  const [mergedFor, setMergedFor] = useBrowserValue('local', 'escale.wishlistMergedFor', parseMark, null);
  const before = useRef<readonly WishlistItem[] | null>(null);
  const merging = useRef(false);
  const id = signInId();

  useEffect(() => {
    if (!id) return;
    if (mergedFor !== id) {
      if (merging.current) return;
      merging.current = true;
      fetch('/api/account/wishlist', { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ items: WishlistItem[] }>) : null))
        .then(async (account) => {
          if (!account) return;
          const merged = mergeWishlists(items, parseWishlist(account.items));
          await Promise.all(merged.toSend.map((item) => send('PUT', item)));
          before.current = merged.items;
          setMergedFor(id);
          setItems(merged.items);
        })
        .catch(() => undefined)
        .finally(() => {
          merging.current = false;
        });
      return;
    }
    if (before.current) {
      const { added, removed } = wishlistChanges(before.current, items);
      for (const item of added) void send('PUT', item);
      for (const item of removed) void send('DELETE', item);
    }
    before.current = items;
  }, [id, items, mergedFor, setItems, setMergedFor]);

  return null;
}
