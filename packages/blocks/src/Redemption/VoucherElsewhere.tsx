import type { VoucherView } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, Heading, Link } from '@escale/ui';
import * as styles from './Redemption.css';

export interface VoucherElsewhereProps {
  voucher: VoucherView;
  /** Where "Use another code" leads: the page without the voucher. */
  otherCodeHref: string;
}

/** A box's or a gift card's voucher: its value and validity; its stay is booked with customer service. */
export function VoucherElsewhere({ voucher, otherCodeHref }: VoucherElsewhereProps) {
  const t = useT();
  const format = useFormat();
  return (
    <section className={styles.form} aria-labelledby="redemption-title">
      <Heading level={1} id="redemption-title">
        {t('redemption.yourGift')}
      </Heading>
      <Alert tone="info">
        {t('redemption.notAStay', {
          amount: format.price(voucher.value),
          date: format.date(voucher.validUntil, 'long'),
        })}
      </Alert>
      <p className={styles.muted}>
        {voucher.code} · <Link href={otherCodeHref}>{t('redemption.otherCode')}</Link>
      </p>
    </section>
  );
}
