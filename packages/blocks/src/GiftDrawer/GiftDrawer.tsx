import { type GiftContent, giftCards } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Drawer, DrawerContent, DrawerTrigger } from '@escale/ui';
import type { ReactElement } from 'react';
import { GiftCardLink } from '../GiftBlock';
import * as styles from './GiftDrawer.css';

export interface GiftDrawerProps {
  /** The gift content of the locale: its cards are the drawer's links (S-346). */
  content: GiftContent;
  /** The element that opens the drawer, such as the header's gift icon; it gets `aria-expanded`. */
  trigger: ReactElement;
  defaultOpen?: boolean;
}

/**
 * The header's gift drawer (S-346): the gift content's title and subtitle and a link per gift
 * kind that has a URL, each opening in a new tab.
 */
export function GiftDrawer({ content, trigger, defaultOpen }: GiftDrawerProps) {
  const t = useT();
  return (
    <Drawer defaultOpen={defaultOpen}>
      <DrawerTrigger asChild>{trigger}</DrawerTrigger>
      <DrawerContent title={content.title || t('header.gift')} description={content.subtitle}>
        <ul className={styles.list}>
          {giftCards(content).map((card) => (
            <li key={card.kind}>
              <GiftCardLink card={card} layout="row" />
            </li>
          ))}
        </ul>
      </DrawerContent>
    </Drawer>
  );
}
