import { NoOffers, RoomCard } from '@escale/blocks';
import type { HotelRoom, RoomOffer } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button } from '@escale/ui';
import * as styles from './productPage.css';

export interface HotelRoomsProps {
  rooms: readonly HotelRoom[];
  hasDates: boolean;
  /** New prices are on their way: the rooms dim. */
  isRepricing: boolean;
  onChooseOffer: (offer: RoomOffer) => void;
  /** "See all offers": the dates are cleared. */
  onSeeAllOffers: () => void;
}

/**
 * The hotel page's rooms and their offers (001 §2.3); with dates that nothing sells, "Sorry, no
 * availability on your dates" and "See all offers" (S-209); without any offer, the no-offer
 * message with the phone hours (001 §8).
 */
export function HotelRooms({ rooms, hasDates, isRepricing, onChooseOffer, onSeeAllOffers }: HotelRoomsProps) {
  const t = useT();
  if (rooms.length > 0) {
    return (
      <div className={styles.rooms} data-repricing={isRepricing || undefined}>
        {rooms.map((room, index) => (
          <RoomCard
            key={room.uuid}
            room={room}
            headingLevel={3}
            isPriority={index === 0}
            onChooseOffer={onChooseOffer}
          />
        ))}
      </div>
    );
  }
  if (!hasDates) return <NoOffers />;
  return (
    <Alert
      tone="info"
      action={
        <Button variant="outline" onPress={onSeeAllOffers}>
          {t('booking.seeAllOffers')}
        </Button>
      }
    >
      {t('booking.unavailable')}
    </Alert>
  );
}
