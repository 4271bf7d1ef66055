import { type Redemption, redemptionReference, type VoucherView } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, ButtonLink, Heading } from '@escale/ui';
import * as styles from './Redemption.css';

export interface RedemptionDoneProps {
  redemption: Redemption;
  /** The stay the voucher was exchanged for. */
  stay: NonNullable<VoucherView['stay']>;
  /** Where the booking's confirmation e-mail goes: the beneficiary's address. */
  email: string;
  homeHref: string;
}

/**
 * The voucher exchanged: the stay booked, its dates, the supplement paid if any, its reference and
 * where its confirmation was sent.
 */
export function RedemptionDone({ redemption, stay, email, homeHref }: RedemptionDoneProps) {
  const t = useT();
  const format = useFormat();
  return (
    <section className={styles.form} aria-labelledby="redemption-done">
      <Heading level={1} id="redemption-done">
        {t('redemption.doneTitle')}
      </Heading>
      <Alert tone="positive">
        {t('redemption.doneDates', {
          checkin: format.date(redemption.checkin, 'long'),
          checkout: format.date(redemption.checkout, 'long'),
        })}
      </Alert>
      <div className={styles.summary}>
        <p className={styles.summaryText}>
          <strong>{stay.label}</strong> · {stay.hotel.label}
        </p>
        {redemption.supplement > 0 ? (
          <p className={styles.summaryText}>
            {t('redemption.doneSupplement', { amount: format.price(redemption.supplement) })}
          </p>
        ) : (
          <p className={styles.summaryText}>{t('redemption.nothingToPay')}</p>
        )}
        <p className={styles.summaryText}>{t('redemption.doneMailSent', { email })}</p>
        <p className={styles.muted}>
          {t('redemption.doneReference', { reference: redemptionReference(redemption.redemptionId) })}
        </p>
      </div>
      <div>
        <ButtonLink href={homeHref} variant="outline">
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
