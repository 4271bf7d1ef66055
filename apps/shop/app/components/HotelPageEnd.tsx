import { NearbyHotels, type NearbyHotelsProps, ReviewsBlock, type ReviewsBlockProps } from '@escale/blocks';
import { useMemo } from 'react';
import { productReviewsLoader } from '../lib/productLinks';
import * as styles from './productPage.css';

export interface HotelPageEndProps {
  hotelId: number;
  /** The hotel's score, count and latest positive reviews; null while the page has none. */
  reviews: Pick<ReviewsBlockProps, 'score' | 'count' | 'highlights'> | null;
  nearbyHotels: NearbyHotelsProps['hotels'];
  nearbyHref: NearbyHotelsProps['hrefFor'];
}

/** What follows the hotel page's rooms (001 §2.3): the reviews and the hotels nearby. */
export function HotelPageEnd({ hotelId, reviews, nearbyHotels, nearbyHref }: HotelPageEndProps) {
  const reviewsLoader = useMemo(() => productReviewsLoader(hotelId), [hotelId]);
  return (
    <>
      {reviews ? (
        <section id="reviews" className={styles.section}>
          <ReviewsBlock {...reviews} loadReviews={reviewsLoader} />
        </section>
      ) : null}
      <NearbyHotels hotels={nearbyHotels} hrefFor={nearbyHref} />
    </>
  );
}
