import type { AccountRequest } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ButtonLink, Heading } from '@escale/ui';
import * as styles from './Account.css';

export interface AccountHomeProps {
  /** The signed-in customer's address; none for a guest. */
  email: string | null;
  /** What the visitor came for (`#r=` of S-355, G-06): a booking to look up or an invoice. */
  request?: AccountRequest | null;
  /** The sign-in page, coming back to the trips. */
  signInHref: string;
  tripsHref: string;
}

const requestText = {
  bookingLookup: ['account.home.bookingLookup', 'account.home.bookingLookupGuest'],
  invoiceRequest: ['account.home.invoiceRequest', 'account.home.invoiceRequestGuest'],
} as const;

/** The account's entry (S-349, S-355): who is signed in, or the way to sign in, and what to do for the request. */
export function AccountHome({ email, request = null, signInHref, tripsHref }: AccountHomeProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('header.account')}</Heading>
      {request ? (
        <p className={styles.text} data-request={request}>
          {t(requestText[request][email ? 0 : 1])}
        </p>
      ) : null}
      {email ? (
        <>
          <p className={styles.text}>{t('account.home.signedInAs', { email })}</p>
          <div>
            <ButtonLink href={tripsHref}>{t('header.trips')}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('account.home.guest')}</p>
          <div>
            <ButtonLink href={signInHref}>{t('header.signIn')}</ButtonLink>
          </div>
        </>
      )}
    </div>
  );
}
