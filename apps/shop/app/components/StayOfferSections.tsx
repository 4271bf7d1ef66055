import { Program, StayRoom, UpsellExtras, type UpsellExtrasProps } from '@escale/blocks';
import { type BookingPriceStatus, hasProgram, type ProductPage } from '@escale/domain';
import { useT } from '@escale/i18n';
import { deferred, Heading } from '@escale/ui';
import * as styles from './productPage.css';

export interface StayOfferSectionsProps
  extends Pick<UpsellExtrasProps, 'upsells' | 'flow' | 'giftNights' | 'nights' | 'hasDates'> {
  product: ProductPage;
  /** Another offer of the hotel (an upsell), kept with the stay's hash. */
  onOfferChange: (offerId: number) => void;
  /** The stay's price: a gift's is its from-price for its nights. */
  price: BookingPriceStatus;
}

/**
 * Gifting only: the gift's set-up and how it works (001 §2.6). The server renders it with the
 * default choices; its code loads as it nears the window or is used.
 */
const StayGiftSetup = deferred(() => import('./StayGiftSetup').then((module) => module.StayGiftSetup));

/**
 * The stay page's gift set-up (gifting), room, program and extras (001 §2.5), in the order of its
 * tabs.
 */
export function StayOfferSections({ product, onOfferChange, price, ...extras }: StayOfferSectionsProps) {
  const t = useT();
  return (
    <>
      {extras.flow === 'gifting' ? (
        <section id="theGift" className={styles.section}>
          <StayGiftSetup price={price} />
        </section>
      ) : null}
      <section id="room" className={styles.section} aria-labelledby="room-title">
        <Heading level={2} id="room-title">
          {t('stickyTabs.room')}
        </Heading>
        <StayRoom room={product.room} headingLevel={3} />
      </section>
      {hasProgram(product) ? (
        <section id="experience" className={styles.section}>
          <Program activities={product.activities} breakfast={product.breakfast} />
        </section>
      ) : null}
      {extras.upsells.length > 0 ? (
        <section id="theExperience" className={styles.section}>
          <UpsellExtras
            {...extras}
            addedTo={
              product.upsellOf ? { ...product.upsellOf, extras: product.packageSummary.extra } : undefined
            }
            onNavigate={onOfferChange}
          />
        </section>
      ) : null}
    </>
  );
}
