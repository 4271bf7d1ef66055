import { NEARBY_HOTELS_PER_SCROLL, type NearbyHotel, nearbyHotelPrice } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Carousel, Heading, Price } from '@escale/ui';
import { useId } from 'react';
import { CardMeta, CardShell, CardTitle, HotelLine } from '../OfferCard/cardParts';
import * as styles from './NearbyHotels.css';

export interface NearbyHotelsProps {
  /** The hotel page's nearby hotels (at most 9), nearest first. */
  hotels: readonly NearbyHotel[];
  /** A hotel card's destination, such as the hotel's page under the market root. */
  hrefFor: (hotel: NearbyHotel) => string;
  /** The section heading's level, 2 by default; the cards' headings are one level below. */
  headingLevel?: 2 | 3;
}

/** A nearby hotel's width at each breakpoint: most of the screen, then 2 and 3 in view. */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 45vw, 80vw';

function NearbyHotelCard({ hotel, href, level }: { hotel: NearbyHotel; href: string; level: 3 | 4 }) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const price = nearbyHotelPrice(hotel.price);
  return (
    <CardShell layout="vertical" isFixed={false} titleId={titleId} view="NEARBY">
      <div className={styles.media}>
        <img
          src={hotel.image.sizes['640_360']}
          srcSet={`${hotel.image.sizes['640_360']} 640w, ${hotel.image.sizes['960_540']} 960w`}
          sizes={CARD_SIZES}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className={styles.picture}
        />
      </div>
      <div className={styles.body}>
        <CardTitle id={titleId} href={href} level={level} size="small">
          {hotel.label}
        </CardTitle>
        <HotelLine stars={hotel.stars} city={hotel.location.label} />
        <CardMeta
          review={{ average: hotel.review.score, count: hotel.review.count }}
          distance={hotel.distance}
        />
        <div className={styles.price}>
          <Price
            sellPrice={price.amount}
            refPrice={price.reference}
            promoPercent={price.promo}
            priceType={price.priceType}
            unit={t('price.perNight')}
            size="small"
          />
          {price.lowestPrice30Days !== null ? (
            <p className={styles.caption}>
              {t('card.lowestPrice30Days', { price: format.price(price.lowestPrice30Days, 'whole') })}
            </p>
          ) : null}
        </div>
      </div>
    </CardShell>
  );
}

/**
 * The hotel page's nearby hotels (001 §2.3, S-210): a carousel of cards (picture, name, stars,
 * score, distance in rounded km, from-price per night), moving 3 at a time with arrows on desktop
 * and swiped below it. Each card links to `hrefFor(hotel)`. Nothing shows without hotels.
 */
export function NearbyHotels({ hotels, hrefFor, headingLevel = 2 }: NearbyHotelsProps) {
  const t = useT();
  const headingId = useId();
  if (hotels.length === 0) return null;
  const title = t('nearbyHotels.title');
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading level={headingLevel} size={3} id={headingId}>
        {title}
      </Heading>
      <Carousel
        label={title}
        slidesPerView={{ mobile: 1.2, tablet: 2.2, desktop: NEARBY_HOTELS_PER_SCROLL }}
        slidesToScroll={{ mobile: 1, tablet: 2, desktop: NEARBY_HOTELS_PER_SCROLL }}
      >
        {hotels.map((hotel) => (
          <NearbyHotelCard
            key={hotel.id}
            hotel={hotel}
            href={hrefFor(hotel)}
            level={headingLevel === 2 ? 3 : 4}
          />
        ))}
      </Carousel>
    </section>
  );
}
