import { useT } from '@escale/i18n';
import { Button, Modal, ModalContent, ModalTrigger } from '@escale/ui';
import { MapPin } from '@escale/ui/icons';
import type { ReactNode } from 'react';
import { HotelMap, type MapTiles } from '../MapModal';
import { Stars } from '../OfferCard/Stars';
import { ReviewScore } from '../ReviewScore';
import * as styles from './HotelSummary.css';

export interface HotelSummaryProps {
  hotel: {
    id: number;
    label: string;
    stars: number;
    location: { label: string; address: string; latitude: number; longitude: number };
    review: { score: number | null; count: number };
  };
  /** The stay page links the hotel's name to its hotel page; the hotel page, titled by it, shows only the stars. */
  hotelHref?: string;
  /** The showAllIncentives flag of the score label (G-20). */
  showAllIncentives?: boolean;
  tiles?: MapTiles;
  /** A heading above, such as the page's title. */
  children?: ReactNode;
}

/**
 * The hotel under a page's title (001 §2.5 "hotel with score and map link"): name, stars, place,
 * the review score with its count, and "See on the map" opening the hotel's pin in a dialog (the
 * map loads when it opens).
 */
export function HotelSummary({ hotel, hotelHref, showAllIncentives, tiles, children }: HotelSummaryProps) {
  const t = useT();
  return (
    <div className={styles.summary}>
      {children}
      <p className={styles.hotelLine}>
        {hotelHref ? (
          <a href={hotelHref} className={styles.hotelName}>
            {hotel.label}
          </a>
        ) : null}
        <Stars count={hotel.stars} />
      </p>
      <div className={styles.meta}>
        <ReviewScore
          score={hotel.review.score}
          reviewCount={hotel.review.count}
          showAllIncentives={showAllIncentives}
        />
        <span className={styles.place}>
          <MapPin size={16} aria-hidden="true" />
          {hotel.location.label}
        </span>
        <Modal>
          <ModalTrigger asChild>
            <Button variant="ghost" size="small">
              {t('hotelSummary.seeOnMap')}
            </Button>
          </ModalTrigger>
          <ModalContent
            title={hotel.label}
            description={hotel.location.address}
            size="large"
            isFullScreenOnMobile
          >
            <HotelMap
              hotelId={hotel.id}
              hotelLabel={hotel.label}
              latitude={hotel.location.latitude}
              longitude={hotel.location.longitude}
              label={t('hotelSummary.mapLabel', { hotel: hotel.label })}
              tiles={tiles}
            />
          </ModalContent>
        </Modal>
      </div>
    </div>
  );
}
