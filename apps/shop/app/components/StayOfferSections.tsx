import { Program, StayRoom, UpsellExtras, type UpsellExtrasProps } from '@escale/blocks';
import { hasProgram, type ProductPage } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading } from '@escale/ui';
import * as styles from './productPage.css';

export interface StayOfferSectionsProps
  extends Pick<UpsellExtrasProps, 'upsells' | 'flow' | 'giftNights' | 'nights' | 'hasDates'> {
  product: ProductPage;
  /** Another offer of the hotel (an upsell), kept with the stay's hash. */
  onOfferChange: (offerId: number) => void;
}

/** The stay page's room, program and extras (001 §2.5), in the order of its tabs. */
export function StayOfferSections({ product, onOfferChange, ...extras }: StayOfferSectionsProps) {
  const t = useT();
  return (
    <>
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
