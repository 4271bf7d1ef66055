import { useT } from '@escale/i18n';
import { Heading } from '@escale/ui';
import { CalendarX } from '@escale/ui/icons';
import { useId } from 'react';
import { ServiceNotice } from '../ServiceNotice';
import * as styles from './NoOffers.css';

export interface NoOffersProps {
  /** The level of the message's heading; 3 by default (under the page's Offers section). */
  headingLevel?: 2 | 3;
}

/**
 * What the hotel page's Offers section shows when the hotel has nothing to sell (S-208): "Sorry, we
 * currently don't have any offers for this hotel." and the customer service's number with its
 * hours, Mon-Fri 10h-21h, Sat-Sun 10h-19h.
 */
export function NoOffers({ headingLevel = 3 }: NoOffersProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <span className={styles.icon} aria-hidden="true">
          <CalendarX size={24} />
        </span>
        <Heading level={headingLevel} size={4} id={headingId}>
          {t('noOffers.title')}
        </Heading>
      </div>
      <ServiceNotice />
    </section>
  );
}
