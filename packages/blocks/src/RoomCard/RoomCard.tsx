import { displayedPromo, type HotelRoom, priceDifference, type RoomOffer } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Badge, Button, Carousel, Price } from '@escale/ui';
import { Check } from '@escale/ui/icons';
import { useId } from 'react';
import { CardImage } from '../CardGallery';
import { galleryImage } from '../OfferCard/cardParts';
import { CancellationLine, ContentIcon, useSignedPrice } from '../offerContent/offerContentParts';
import * as styles from './RoomCard.css';

export interface RoomCardProps {
  /** A room of the hotel page with its offers for the criteria (001 §3 Room (hotel page)). */
  room: HotelRoom;
  /**
   * Called with the offer whose "Choose" button was pressed. The page opens the calendar for an
   * offer without chosen dates (`hasSelectedDates` false, S-204), the offer-detail popup otherwise (S-205).
   */
  onChooseOffer: (offer: RoomOffer) => void;
  /**
   * The sell price, in cents, of the offer the visitor has chosen: each offer then shows what it
   * costs more or less, rounded up to the euro (S-206); none for a difference of 0.
   */
  comparedTo?: number;
  /** The room's heading level, 3 by default; its offers' headings come one level below. */
  headingLevel?: 2 | 3;
  /** Loads the first picture at once (the first room of the page). */
  isPriority?: boolean;
}

/** The width of the room's pictures at each breakpoint. */
const ROOM_IMAGE_SIZES = '(min-width: 768px) 320px, 100vw';

function RoomPictures({ room, isPriority }: { room: HotelRoom; isPriority: boolean }) {
  const t = useT();
  const images = room.images.map(galleryImage);
  const [first] = images;
  if (first === undefined) {
    return (
      <div className={styles.placeholder} data-media="icon">
        <ContentIcon icon="room" size={40} />
      </div>
    );
  }
  if (images.length === 1)
    return <CardImage image={first} sizes={ROOM_IMAGE_SIZES} isPriority={isPriority} />;
  return (
    <Carousel label={t('card.photos', { label: room.label })} space="0" hasDots>
      {images.map((image, index) => (
        <CardImage
          key={image.src}
          image={image}
          sizes={ROOM_IMAGE_SIZES}
          isPriority={isPriority && index === 0}
        />
      ))}
    </Carousel>
  );
}

function RoomOfferRow({
  offer,
  comparedTo,
  headingLevel,
  onChoose,
}: {
  offer: RoomOffer;
  comparedTo: number | undefined;
  headingLevel: 3 | 4;
  onChoose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const signed = useSignedPrice();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const { price } = offer;
  // The chosen offer itself, or one at the same price, shows no difference.
  const difference = comparedTo === undefined ? 0 : priceDifference(price.sellPrice, comparedTo);
  return (
    <li className={styles.offer} data-offer-id={offer.id}>
      <Title id={titleId} className={styles.offerTitle}>
        {offer.label}
      </Title>
      <p className={styles.offerLine}>{t('room.stay', { nights: offer.nights, people: offer.paxCount })}</p>
      {offer.shortProgramIntroWithoutRoom ? (
        <p className={styles.offerLine}>{offer.shortProgramIntroWithoutRoom}</p>
      ) : null}
      <CancellationLine policy={offer.cancellationPolicy} hasDates={offer.hasSelectedDates} />
      <div className={styles.footer}>
        <div className={styles.price}>
          <Price
            sellPrice={price.sellPrice}
            refPrice={price.refPrice}
            promoPercent={displayedPromo(price.promoPercentageRounded, 'offerList')}
            priceType={price.priceType}
          />
          {price.promoPercentageRounded > 0 && price.lowestPrice30Days ? (
            <p className={styles.caption}>
              {t('card.lowestPrice30Days', { price: format.price(price.lowestPrice30Days, 'whole') })}
            </p>
          ) : null}
          {price.nbRooms > 1 ? (
            <p className={styles.caption}>{t('product.roomsAmount', { count: price.nbRooms })}</p>
          ) : null}
          {difference ? (
            <p className={styles.caption} data-difference={difference}>
              {t('room.compared', { difference: signed(difference) })}
            </p>
          ) : null}
        </div>
        <Button onPress={onChoose} aria-label={t('room.chooseOffer', { offer: offer.label })}>
          {t('room.choose')}
        </Button>
      </div>
    </li>
  );
}

/**
 * A room of the hotel page (S-202, S-203): its pictures (a small carousel, or the one picture),
 * label, size in m², type, capacity and highlights, then each of its offers with the nights and
 * people, what the package adds to the room, the cancellation line, the price (the reference price
 * and promo only from the offer list's 10 %, S-147) and a "Choose" button.
 */
export function RoomCard({
  room,
  onChooseOffer,
  comparedTo,
  headingLevel = 3,
  isPriority = false,
}: RoomCardProps) {
  const t = useT();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-room={room.uuid}>
      <div className={styles.media}>
        <RoomPictures room={room} isPriority={isPriority} />
      </div>
      <div className={styles.body}>
        <Title id={titleId} className={styles.title}>
          {room.label}
        </Title>
        <ul className={styles.facts}>
          <li className={styles.fact}>{t('room.size', { size: room.size })}</li>
          <li className={styles.fact}>{t('room.type', { type: room.type })}</li>
          <li className={styles.fact}>{t('room.capacity', { count: room.capacity })}</li>
        </ul>
        {room.highlights.length > 0 ? (
          <ul className={styles.highlights} aria-label={t('room.highlights')}>
            {room.highlights.map((highlight) => (
              <li key={highlight}>
                <Badge tone="neutral" size="small" icon={<Check size={14} />}>
                  {highlight}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.offers} aria-label={t('room.offers')}>
          {room.offers.map((offer) => (
            <RoomOfferRow
              key={offer.id}
              offer={offer}
              comparedTo={comparedTo}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onChoose={() => onChooseOffer(offer)}
            />
          ))}
        </ul>
      </div>
    </article>
  );
}
