import { useT } from '@escale/i18n';
import { Heading, Skeleton, SkeletonGroup } from '@escale/ui';
import { BookingSummarySkeleton } from '../BookingSummary/BookingSummarySkeleton';
import * as styles from './CheckoutForm.css';

export interface CheckoutFormSkeletonProps {
  /** The checkout is a gift's: the titles say so. */
  isGift?: boolean;
}

/** A field's place: its label and its box. */
function FieldSkeleton() {
  return (
    <div className={styles.fieldSkeleton}>
      <Skeleton width={140} size="small" />
      <Skeleton shape="rect" height={48} />
    </div>
  );
}

/**
 * The checkout's place while the form's code loads: the page title, the buyer's fields, the
 * payment and the summary as placeholders in the form's columns, so that the form takes their place.
 */
export function CheckoutFormSkeleton({ isGift = false }: CheckoutFormSkeletonProps) {
  const t = useT();
  return (
    <div className={styles.columns}>
      <div className={styles.title}>
        <Heading level={1}>{t(isGift ? 'checkout.giftTitle' : 'checkout.title')}</Heading>
      </div>
      <div className={styles.main}>
        <SkeletonGroup>
          <div className={styles.form}>
            <div className={styles.fieldset}>
              <Skeleton width={180} size="large" />
              {Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
                <FieldSkeleton key={index} />
              ))}
            </div>
            <FieldSkeleton />
            <Skeleton shape="rect" height={160} />
            <Skeleton shape="rect" height={48} />
          </div>
        </SkeletonGroup>
      </div>
      <aside className={styles.aside}>
        <BookingSummarySkeleton isGift={isGift} />
      </aside>
    </div>
  );
}
