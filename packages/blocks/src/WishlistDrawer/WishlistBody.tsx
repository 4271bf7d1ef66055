import { type WishlistItem, type WishlistType, wishlistLists, wishlistTypes } from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import { Button, ButtonLink, DrawerClose, IconButton, Link } from '@escale/ui';
import { Trash2 } from '@escale/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import type { WishlistDrawerProps } from './WishlistDrawer';
import * as styles from './WishlistDrawer.css';

export interface WishlistBodyProps extends Omit<WishlistDrawerProps, 'trigger'> {
  onClose: () => void;
  /** The level of the lists' titles: under the drawer's title (3), or under a page's (2). */
  headingLevel?: 2 | 3;
}

const listTitles: Record<WishlistType, MessageId> = {
  STAY: 'wishlist.stays',
  ACTIVITY: 'wishlist.activities',
};

const keyOf = (item: WishlistItem) => `${item.type}-${item.id}`;

/** The drawer's lists, loaded with the drawer the first time it opens. */
export default function WishlistBody({
  items,
  onRemoveItem,
  searchHref,
  isOnSearchPage,
  onClose,
  headingLevel = 3,
}: WishlistBodyProps) {
  const t = useT();
  const headingId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [focusAfterRemove, setFocusAfterRemove] = useState<string | null>(null);
  const lists = wishlistLists(items);
  const ListTitle = `h${headingLevel}` as const;

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

  return (
    <div ref={bodyRef} className={styles.body}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('wishlist.empty')}</p>
          {isOnSearchPage ? (
            <DrawerClose>
              <Button data-add-items>{t('wishlist.addItems')}</Button>
            </DrawerClose>
          ) : (
            <ButtonLink href={searchHref} onPress={onClose} data-add-items>
              {t('wishlist.addItems')}
            </ButtonLink>
          )}
        </div>
      ) : (
        wishlistTypes
          .filter((type) => lists[type].length > 0)
          .map((type) => (
            <section key={type} aria-labelledby={`${headingId}-${type}`} className={styles.section}>
              <ListTitle id={`${headingId}-${type}`} className={styles.sectionTitle}>
                {t(listTitles[type], { count: lists[type].length })}
              </ListTitle>
              <ul className={styles.list} data-type={type}>
                {lists[type].map((item) => (
                  <li key={keyOf(item)} className={styles.item}>
                    <img src={item.imageUrl} alt="" width={96} height={64} className={styles.image} />
                    <div className={styles.itemText}>
                      <Link variant="plain" href={item.uri} className={styles.itemLink} onPress={onClose}>
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
  );
}
