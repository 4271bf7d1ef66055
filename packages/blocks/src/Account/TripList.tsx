import { type Trip, tripProduct } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { ButtonLink, Heading, Link } from '@escale/ui';
import * as styles from './Account.css';

export interface TripListProps {
  /** The customer's orders, newest first. */
  trips: readonly Trip[];
  /** Where the empty list's action leads: the search page. */
  exploreHref: string;
}

/** The customer's trips (S-349): each order with its dates, status and its vouchers' documents. */
export function TripList({ trips, exploreHref }: TripListProps) {
  const t = useT();
  const format = useFormat();
  if (trips.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.text}>{t('account.trips.empty')}</p>
        <ButtonLink href={exploreHref}>{t('account.trips.explore')}</ButtonLink>
      </div>
    );
  }
  return (
    <ul className={styles.tripList}>
      {trips.map((trip) => {
        const product = tripProduct(trip.summary);
        const stay = trip.summary.stay;
        return (
          <li key={trip.orderUUID} className={styles.trip} data-order={trip.orderUUID}>
            <Heading level={2} size={4}>
              {'label' in product
                ? product.label
                : t('bookingSummary.giftCardTitle', { amount: format.price(product.giftCardAmount) })}
            </Heading>
            {'place' in product && product.place ? <p className={styles.muted}>{product.place}</p> : null}
            {stay ? (
              <p className={styles.text}>
                {t('account.trips.dates', {
                  checkin: format.date(stay.checkin, 'long'),
                  checkout: format.date(stay.checkout, 'long'),
                })}
              </p>
            ) : null}
            <p className={styles.text}>
              {t('account.trips.reference', { reference: trip.reference })} ·{' '}
              {t('account.trips.status', { status: trip.status })}
            </p>
            <p className={styles.muted}>
              {t('account.trips.ordered', { date: format.date(trip.createdAt.slice(0, 10), 'long') })}
            </p>
            {trip.vouchers.map((voucher) => (
              <p key={voucher.code} className={styles.text}>
                {t('account.trips.voucher', {
                  code: voucher.code,
                  date: format.date(voucher.validUntil, 'long'),
                })}{' '}
                <Link href={voucher.pdfUrl} download={`escale-${voucher.code}.pdf`}>
                  {t('confirmation.downloadVoucher', { code: voucher.code })}
                </Link>
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
