import { giftCheckoutHref, type ProductPage } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Drawer, DrawerContent } from '@escale/ui';
import { useEffect, useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { marketClock } from '../lib/clock';
import { giftPersonalisationOpened } from '../lib/productEvents';
import { useGiftMessage } from '../lib/useGiftMessage';
import { useGiftSetup } from '../lib/useGiftSetup';
import { useRootData } from '../root';
import type { loader } from '../routes/stay';
import { GiftMessageForm } from './giftMessageBlock';

export interface GiftOfferDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const FORM_ID = 'gift-personalisation';

/**
 * "Personalise your gift" on the gifting stay page (001 §2.5; S-237, S-271, S-272): the optional
 * message, kept in the browser (S-278), then "Offer" goes to the checkout with the gift as the
 * page's hash sets it up. Closing it returns the focus to the button that opened it. Each opening
 * pushes personalization_item (S-455).
 */
export function GiftOfferDrawer({ isOpen, onOpenChange }: GiftOfferDrawerProps) {
  const t = useT();
  const navigate = useNavigate();
  const { locale, marketPath } = useRootData();
  const { product, id: productId } = useLoaderData<typeof loader>();
  const clock = useMemo(() => marketClock(locale), [locale]);
  const { setup, subElements } = useGiftSetup(product as ProductPage, clock);
  const [message, setMessage] = useGiftMessage();
  const label = (product as ProductPage).offer.label;
  useEffect(() => {
    if (isOpen) giftPersonalisationOpened(productId, label);
  }, [isOpen, productId, label]);
  const offer = () => navigate(giftCheckoutHref(marketPath ?? '', { productId, setup, subElements }));
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('giftMessageForm.title')}
        footer={
          <Button type="submit" form={FORM_ID} size="large" isFullWidth>
            {t('giftMessageForm.offer')}
          </Button>
        }
      >
        <GiftMessageForm id={FORM_ID} value={message} onChange={setMessage} onSubmit={offer} />
      </DrawerContent>
    </Drawer>
  );
}
