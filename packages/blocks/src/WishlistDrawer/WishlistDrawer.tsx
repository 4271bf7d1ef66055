import { type WishlistItem, type WishlistType, wishlistLists, wishlistTypes } from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import {
  Button,
  ButtonLink,
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerTrigger,
  IconButton,
  Link,
} from '@escale/ui';
import { Trash2 } from 'lucide-react';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import * as styles from './WishlistDrawer.css';

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

const listTitles: Record<WishlistType, MessageId> = {
  STAY: 'wishlist.stays',
  ACTIVITY: 'wishlist.activities',
};

const keyOf = (item: WishlistItem) => `${item.type}-${item.id}`;

/**
 * The wishlist drawer (S-432…S-434): the STAY and ACTIVITY lists, each item a link with its own
 * remove button; focus moves to the next item's remove button once an item is gone. An empty
 * wishlist says so and offers "Add items", a link to the search page or, on it, a close button.
 */
export function WishlistDrawer({
  items,
  onRemoveItem,
  searchHref,
  isOnSearchPage,
  trigger,
}: WishlistDrawerProps) {
  const t = useT();
  const headingId = useId();
  const [isOpen, setOpen] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [focusAfterRemove, setFocusAfterRemove] = useState<string | null>(null);
  const lists = wishlistLists(items);

  useEffect(() => {
    if (focusAfterRemove === null || !bodyRef.current) return;
    const target =
      bodyRef.current.querySelector<HTMLElement>(`[data-remove="${focusAfterRemove}"]`) ??
      bodyRef.current.querySelector<HTMLElement>('[data-remove], [data-add-items]');
    target?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove]);

  const remove = (item: WishlistItem) => {
    const ordered = wishlistTypes.flatMap((type) => lists[type]);
    const index = ordered.findIndex((kept) => keyOf(kept) === keyOf(item));
    const next = ordered[index + 1] ?? ordered[index - 1];
    onRemoveItem(item);
    setFocusAfterRemove(next ? keyOf(next) : '');
  };

  const close = () => setOpen(false);

  return (
    <Drawer isOpen={isOpen} onOpenChange={setOpen}>
      <DrawerTrigger asChild>{trigger}</DrawerTrigger>
      <DrawerContent title={t('wishlist.title')}>
        <div ref={bodyRef} className={styles.body}>
          {items.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyText}>{t('wishlist.empty')}</p>
              {isOnSearchPage ? (
                <DrawerClose>
                  <Button data-add-items>{t('wishlist.addItems')}</Button>
                </DrawerClose>
              ) : (
                <ButtonLink href={searchHref} onPress={close} data-add-items>
                  {t('wishlist.addItems')}
                </ButtonLink>
              )}
            </div>
          ) : (
            wishlistTypes
              .filter((type) => lists[type].length > 0)
              .map((type) => (
                <section key={type} aria-labelledby={`${headingId}-${type}`} className={styles.section}>
                  <h3 id={`${headingId}-${type}`} className={styles.sectionTitle}>
                    {t(listTitles[type], { count: lists[type].length })}
                  </h3>
                  <ul className={styles.list} data-type={type}>
                    {lists[type].map((item) => (
                      <li key={keyOf(item)} className={styles.item}>
                        <img src={item.imageUrl} alt="" width={96} height={64} className={styles.image} />
                        <div className={styles.itemText}>
                          <Link variant="plain" href={item.uri} className={styles.itemLink} onPress={close}>
                            {item.label}
                          </Link>
                          <span className={styles.itemHotel}>
                            {[item.hotel.label, item.hotel.locationLabel].filter(Boolean).join(' · ')}
                          </span>
                        </div>
                        <IconButton
                          label={t('wishlist.remove', { label: item.label })}
                          icon={<Trash2 size={20} />}
                          data-remove={keyOf(item)}
                          onPress={() => remove(item)}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
