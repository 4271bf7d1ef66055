import { type HotelDetail, showsEcoBlock } from '@escale/domain';
import { useT } from '@escale/i18n';
import {
  Button,
  Heading,
  Modal,
  ModalBody,
  ModalContent,
  ModalTrigger,
  Stack,
  StarRating,
  Text,
  TruncatedText,
} from '@escale/ui';
import { Leaf } from '@escale/ui/icons';
import { useId } from 'react';
import { ReviewScore } from '../ReviewScore';
import { facilityIcon } from './facilityIcons';
import * as styles from './HotelInfo.css';

export interface HotelInfoProps {
  /** The hotel of the product or hotel page (001 §3 Hotel (detail)). */
  hotel: Pick<
    HotelDetail,
    'label' | 'stars' | 'review' | 'location' | 'description' | 'highlightedFacilities' | 'ecoFacilities'
  >;
  /** The block's title; "Your hosting" by default (S-211). */
  title?: string;
  /** The title's level in the page. Defaults to 2. */
  headingLevel?: 2 | 3;
  /**
   * The hotel's name, stars, score and place under the title; off on the hotel page, whose summary
   * at the top already shows them.
   */
  showIdentity?: boolean;
  /** Controlled state of the eco modal. */
  isEcoModalOpen?: boolean;
  defaultEcoModalOpen?: boolean;
  onEcoModalOpenChange?: (isOpen: boolean) => void;
}

/**
 * The hotel info block (002 §2 Hotel info block; S-211, S-212, S-231): the title ("Your hosting"
 * by default), the hotel's name, stars, location and review score, its description cut to 86
 * characters on mobile and 250 from the tablet with "See more"/"See less", its highlighted
 * facilities, and, from 8 eco facilities, the eco block whose button opens the list of them.
 */
export function HotelInfo({
  hotel,
  title,
  headingLevel = 2,
  showIdentity = true,
  isEcoModalOpen,
  defaultEcoModalOpen,
  onEcoModalOpenChange,
}: HotelInfoProps) {
  const t = useT();
  const titleId = useId();
  const highlightsId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {title ?? t('hotelInfo.title')}
      </Heading>
      {showIdentity ? (
        <Stack space="1">
          <div className={styles.hotelLine}>
            <span className={styles.hotelName}>{hotel.label}</span>
            <StarRating count={hotel.stars} label={t('card.stars', { count: hotel.stars })} size="medium" />
            <ReviewScore score={hotel.review.score} reviewCount={hotel.review.count} size="small" />
          </div>
          <p className={styles.location}>{hotel.location.label}</p>
        </Stack>
      ) : null}
      {hotel.description ? <TruncatedText>{hotel.description}</TruncatedText> : null}
      {hotel.highlightedFacilities.length > 0 ? (
        <section aria-labelledby={highlightsId}>
          <Stack space="3">
            <Heading level={headingLevel === 2 ? 3 : 4} size={4} id={highlightsId}>
              {t('hotelInfo.highlights')}
            </Heading>
            <ul className={styles.highlights}>
              {hotel.highlightedFacilities.map(({ code, label }) => {
                const Icon = facilityIcon(code);
                return (
                  <li key={code} className={styles.highlight} data-code={code}>
                    <Icon className={styles.highlightIcon} size={20} aria-hidden="true" />
                    {label}
                  </li>
                );
              })}
            </ul>
          </Stack>
        </section>
      ) : null}
      {showsEcoBlock(hotel.ecoFacilities) ? (
        <EcoBlock
          facilities={hotel.ecoFacilities}
          isOpen={isEcoModalOpen}
          defaultOpen={defaultEcoModalOpen}
          onOpenChange={onEcoModalOpenChange}
        />
      ) : null}
    </section>
  );
}

function EcoBlock({
  facilities,
  isOpen,
  defaultOpen,
  onOpenChange,
}: {
  facilities: readonly string[];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const t = useT();
  return (
    <div className={styles.eco} data-part="eco">
      <Leaf className={styles.ecoIcon} size={28} aria-hidden="true" />
      <div className={styles.ecoText}>
        <p className={styles.ecoTitle}>{t('hotelInfo.ecoTitle')}</p>
        <p className={styles.ecoMessage}>{t('hotelInfo.ecoMessage', { count: facilities.length })}</p>
      </div>
      <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <ModalTrigger asChild>
          <Button variant="outline" tone="neutral">
            {t('hotelInfo.ecoButton')}
          </Button>
        </ModalTrigger>
        <ModalContent title={t('hotelInfo.ecoModalTitle')} description={t('hotelInfo.ecoModalIntro')}>
          <ModalBody label={t('hotelInfo.ecoModalTitle')}>
            <ul className={styles.ecoList}>
              {facilities.map((facility) => (
                <li key={facility} className={styles.ecoItem}>
                  <Leaf className={styles.ecoItemIcon} size={16} aria-hidden="true" />
                  <Text as="span">{facility}</Text>
                </li>
              ))}
            </ul>
          </ModalBody>
        </ModalContent>
      </Modal>
    </div>
  );
}
