import { HotelInfo, type PracticalCancellation, PracticalInfo, ReviewsBlock } from '@escale/blocks';
import type { ProductPage } from '@escale/domain';
import { useMemo } from 'react';
import { productReviewsLoader } from '../lib/productLinks';
import * as styles from './productPage.css';

export interface StayHotelSectionsProps {
  product: ProductPage;
  flow: 'booking' | 'gifting';
  cancellation: PracticalCancellation;
}

/** The stay page's reviews, hotel and practical information (001 §2.5), in the order of its tabs. */
export function StayHotelSections({ product, flow, cancellation }: StayHotelSectionsProps) {
  const { hotel } = product;
  const reviewsLoader = useMemo(() => productReviewsLoader(hotel.id), [hotel.id]);
  return (
    <>
      <section id="reviews" className={styles.section}>
        <ReviewsBlock
          score={product.reviews.score}
          count={product.reviews.count}
          highlights={product.reviews.highlights}
          loadReviews={reviewsLoader}
        />
      </section>
      <section id="hotel" className={styles.section}>
        <HotelInfo hotel={hotel} />
      </section>
      <section id="practicalInfo" className={styles.section}>
        <PracticalInfo
          hotel={hotel}
          flow={flow}
          activitySchedules={product.practicalInfo.activitySchedules}
          room={{
            title: product.room.title,
            highlightedFacilities: product.room.highlightedFacilities,
          }}
          cancellation={cancellation}
        />
      </section>
    </>
  );
}
