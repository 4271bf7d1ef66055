import type { WishlistItem } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Drawer, DrawerContent, DrawerTrigger } from '@escale/ui';
import { lazy, type ReactElement, useState } from 'react';

const WishlistBody = lazy(() => import('./WishlistBody'));

export interface WishlistDrawerProps {
  /** The wishlist, newest first (S-432). */
  items: readonly WishlistItem[];
  /** Called with the item whose remove button was pressed; the shop updates `items` (S-432, G-49). */
  onRemoveItem: (item: WishlistItem) => void;
  /** Where "Add items" leads: the market's search page (S-434). */
  searchHref: string;
  /** The visitor is on the search page already: "Add items" only closes the drawer (S-434). */
  isOnSearchPage: boolean;
  /** The element that opens the drawer, such as the header's wishlist button; it gets `aria-expanded`. */
  trigger: ReactElement;
}

/**
 * The wishlist drawer (S-432…S-434): the STAY and ACTIVITY lists, each item a link with its own
 * remove button; focus moves to the next item's remove button once an item is gone. An empty
 * wishlist says so and offers "Add items", a link to the search page or, on it, a close button.
 */
export function WishlistDrawer({ trigger, ...lists }: WishlistDrawerProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <Drawer isOpen={isOpen} onOpenChange={setOpen}>
      <DrawerTrigger asChild>{trigger}</DrawerTrigger>
      <DrawerContent title={t('wishlist.title')}>
        <WishlistBody {...lists} onClose={() => setOpen(false)} />
      </DrawerContent>
    </Drawer>
  );
}
