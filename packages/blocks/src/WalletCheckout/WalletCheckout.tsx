import { useFormat, useT } from '@escale/i18n';
import { Alert, Button, ButtonLink, Modal, ModalContent, Spinner } from '@escale/ui';
import * as styles from './WalletCheckout.css';

export type WalletCheckoutState = 'confirm' | 'loading' | 'error';

export interface WalletCheckoutProps {
  /** Open state, owned by the page (the wallet button, the hash's isLoading and error). */
  open: boolean;
  /** `confirm` asks to pay; `loading` while the payment runs (hash isLoading=1, S-334); `error` after it failed (hash error=1, S-333). */
  state: WalletCheckoutState;
  /** The amount to pay, in cents. */
  amount: number;
  /** The wallet's name, as the failure message names it ("Express wallet"). */
  paymentMethodLabel: string;
  /** "Pay {amount}": the sandbox wallet authorises in one click. */
  onConfirm: () => void;
  /** The close button, Escape or the backdrop. */
  onClose: () => void;
  /** The booking summary, where the buyer picks another payment method (S-333). */
  bookHref: string;
}

/**
 * The wallet fast checkout's modal (002 §4 "Wallet fast checkout", §8 "Wallet payment failure";
 * S-332…S-336). The page opens it through `walletTrigger` only when its form is valid (S-332) and
 * sets `state` from the hash: `confirm` shows the amount and a "Pay {amount}" button, `loading` a
 * "Payment in progress…" status (S-334), `error` the spec's failure message with a "Book" link to
 * the booking summary (S-333). Focus moves into the dialog when it opens and, on close, back to
 * what had it before, the wallet button.
 */
export function WalletCheckout({
  open,
  state,
  amount,
  paymentMethodLabel,
  onConfirm,
  onClose,
  bookHref,
}: WalletCheckoutProps) {
  const t = useT();
  const format = useFormat();
  const method = paymentMethodLabel;
  const price = format.price(amount);
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <ModalContent
        size="small"
        title={state === 'error' ? t('walletCheckout.errorTitle') : t('walletCheckout.title', { method })}
        description={state === 'confirm' ? t('walletCheckout.oneClick', { method }) : undefined}
        footer={
          state === 'confirm' ? (
            <Button isFullWidth onPress={onConfirm}>
              {t('walletCheckout.pay', { amount: price })}
            </Button>
          ) : state === 'error' ? (
            <ButtonLink href={bookHref} isFullWidth>
              {t('walletCheckout.book')}
            </ButtonLink>
          ) : null
        }
      >
        <div className={styles.content} data-state={state}>
          {state === 'confirm' ? (
            <div className={styles.amount}>
              <p className={styles.amountLabel}>{t('walletCheckout.amount')}</p>
              <p className={styles.amountValue}>{price}</p>
            </div>
          ) : state === 'loading' ? (
            <div className={styles.loading}>
              <Spinner size="large" label={t('walletCheckout.loading')} isLabelVisible />
            </div>
          ) : (
            <Alert tone="critical">{t('walletCheckout.error', { method })}</Alert>
          )}
        </div>
      </ModalContent>
    </Modal>
  );
}
