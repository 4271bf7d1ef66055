import { type BookingFlow, bookingMainAction } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button } from '@escale/ui';
import * as styles from './BookingPanel.css';
import { BookingPrice } from './BookingPrice';
import type { BookingPanelPrice, BookingStay } from './bookingTypes';

export interface StickyBookingBarProps {
  /** Shown while true, with an entrance that respects reduced motion; nothing is rendered otherwise. */
  isVisible: boolean;
  flow: BookingFlow;
  /** The same stay as the panel's: the button reads as the panel's does. */
  stay: BookingStay;
  /** The same price as the panel's, shown per night. */
  price: BookingPanelPrice;
  /** The offer's title, beside the price. */
  title?: string;
  /** Usually the panel's `pressMainButton`, so both buttons act alike. */
  onPress: () => void;
}

/**
 * The compact booking bar (S-217): the offer's title, its price per night and the panel's main
 * button, fixed at the bottom of the viewport. The page shows it on non-mobile screens once the
 * booking panel has left the view.
 */
export function StickyBookingBar({ isVisible, flow, stay, price, title, onPress }: StickyBookingBarProps) {
  const t = useT();
  if (!isVisible) return null;
  const action = bookingMainAction(flow, stay);
  const label = { seePrices: t('booking.seePrices'), book: t('booking.book'), offer: t('booking.offer') }[
    action.label
  ];
  return (
    <div className={styles.stickyBar} data-flow={flow}>
      <div className={styles.stickyInner}>
        <div className={styles.stickyText}>
          {title ? <p className={styles.stickyTitle}>{title}</p> : null}
          <div className={styles.stickyPrice}>
            <BookingPrice
              price={price}
              flow={flow}
              pax={{ adults: stay.adults, children: stay.children, babies: stay.babies }}
              size="compact"
            />
          </div>
        </div>
        <div className={styles.stickyAction}>
          <Button
            size="large"
            isDisabled={price.status === 'unavailable' || price.status === 'error'}
            onPress={onPress}
          >
            {label}
          </Button>
        </div>
      </div>
    </div>
  );
}
