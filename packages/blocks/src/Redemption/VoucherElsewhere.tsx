import type { VoucherView } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, ButtonLink, Heading, Link } from '@escale/ui';
import * as styles from './Redemption.css';

export interface VoucherElsewhereProps {
  voucher: VoucherView;
  /** Where "Use another code" leads: the page without the voucher. */
  otherCodeHref: string;
  /** Where a gift card's holder chooses what it pays for: the market's home. */
  shopHref: string;
}

/**
 * A voucher not exchanged for a stay on this page: a gift card's, with what is left on it and how
 * it pays at the checkout (S-257); an activity voucher's, booked with its partner (001 §2.7).
 */
export function VoucherElsewhere({ voucher, otherCodeHref, shopHref }: VoucherElsewhereProps) {
  const t = useT();
  const format = useFormat();
  const date = format.date(voucher.validUntil, 'long');
  return (
    <section className={styles.form} aria-labelledby="redemption-title">
      <Heading level={1} id="redemption-title">
        {t('redemption.yourGift')}
      </Heading>
      {voucher.kind === 'ACTIVITY' ? (
        <Alert tone="info">{t('redemption.activityVoucher', { date })}</Alert>
      ) : (
        <>
          <Alert tone="info">
            {t('redemption.giftcardBalance', { amount: format.price(voucher.balance ?? 0), date })}
          </Alert>
          <p>{t('redemption.giftcardUse')}</p>
          <ButtonLink href={shopHref} variant="solid">
            {t('redemption.giftcardShop')}
          </ButtonLink>
        </>
      )}
      <p className={styles.muted}>
        {voucher.code} · <Link href={otherCodeHref}>{t('redemption.otherCode')}</Link>
      </p>
    </section>
  );
}
