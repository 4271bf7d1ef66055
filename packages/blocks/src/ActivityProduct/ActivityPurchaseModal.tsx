import { type ActivityPrice, type ActivityPurchaseMode, activityPriceFor } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ButtonLink, Drawer, DrawerContent, Modal, ModalContent, Price, useBreakpoint } from '@escale/ui';
import * as styles from './ActivityProduct.css';

export interface ActivityPurchaseModalProps {
  /** The mode it opens in, or null when closed. */
  mode: ActivityPurchaseMode | null;
  onClose: () => void;
  label: string;
  prices: readonly ActivityPrice[];
  adults: number;
  /** The checkout for the mode (S-286). */
  checkoutHref: (mode: ActivityPurchaseMode) => string;
  /** Called as Continue leads to the checkout, before it goes. */
  onContinue?: (mode: ActivityPurchaseMode) => void;
}

/**
 * The activity's purchase modal (001 §2.7, §4; S-285, S-286): a modal from the tablet up, a
 * drawer from the bottom on a phone. It says what the voucher is for the mode, for oneself or to
 * offer, with its price, and Continue goes to the checkout.
 */
export function ActivityPurchaseModal({
  mode,
  onClose,
  label,
  prices,
  adults,
  checkoutHref,
  onContinue,
}: ActivityPurchaseModalProps) {
  const t = useT();
  const isPhone = useBreakpoint() === 'mobile';
  const shown = mode ?? 'ownUse';
  const price = activityPriceFor(prices, adults);
  const title = t(shown === 'ownUse' ? 'activityPage.buyForMyself' : 'activityPage.offerTitle');
  const footer = (
    <div className={styles.modalFooter}>
      {price ? <Price sellPrice={price.sellPrice} priceType="final" /> : <span />}
      <ButtonLink href={checkoutHref(shown)} size="large" onPress={() => onContinue?.(shown)}>
        {t('activityPage.continue')}
      </ButtonLink>
    </div>
  );
  const body = (
    <div className={styles.modalBody}>
      <p className={styles.text}>
        <strong>{label}</strong>
      </p>
      <p className={styles.muted}>{t('activityPage.priceFor', { count: adults })}</p>
      <p className={styles.text}>
        {t(shown === 'ownUse' ? 'activityPage.ownUseText' : 'activityPage.giftText')}
      </p>
    </div>
  );
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return isPhone ? (
    <Drawer isOpen={mode !== null} onOpenChange={onOpenChange}>
      <DrawerContent title={title} footer={footer} placement="bottom">
        {body}
      </DrawerContent>
    </Drawer>
  ) : (
    <Modal isOpen={mode !== null} onOpenChange={onOpenChange}>
      <ModalContent title={title} footer={footer} size="small">
        {body}
      </ModalContent>
    </Modal>
  );
}
