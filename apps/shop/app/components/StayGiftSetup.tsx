import {
  type BookingPriceStatus,
  type GiftFormat,
  giftSetupTotal,
  type ProductPage,
  subElementIdsOf,
  subElementsTotal,
  withGiftNights,
} from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useEffect, useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { marketClock } from '../lib/clock';
import { loadShippingCost, loadSubElements } from '../lib/giftData';
import { useGiftSetup } from '../lib/useGiftSetup';
import { dataOr, useLoad } from '../lib/useLoad';
import { useRootData } from '../root';
import type { loader } from '../routes/stay';
import { useGiftOffer } from './giftOffer';
import { GiftSetup } from './giftSetupBlock';

export interface StayGiftSetupProps {
  /** The stay page's price: a gift's is its from-price for its nights. */
  price: BookingPriceStatus;
}

/**
 * "Customise your gift" on the gifting stay page (001 §2.6): the choices live in the URL hash; the
 * shipping cost and the extras of the physical format load in the browser. "Personalise your
 * gift" then goes to the checkout with the gift as set up.
 */
export function StayGiftSetup({ price }: StayGiftSetupProps) {
  const { locale } = useRootData();
  const { product: loaded } = useLoaderData<typeof loader>();
  const offer = useGiftOffer();
  const product = loaded as ProductPage;
  const clock = useMemo(() => marketClock(locale), [locale]);
  const giftPrice = price.status === 'from' ? price.price.sellPrice : null;
  const isHydrated = useHydrated();
  const { nightsOptions, setup, subElements, change } = useGiftSetup(product, clock);
  const shipping = useLoad(isHydrated ? `shipping|${locale}` : null, (signal) =>
    loadShippingCost(locale, 'physical', signal),
  );
  const extras = useLoad(isHydrated ? `subElements|${locale}` : null, (signal) =>
    loadSubElements(locale, signal),
  );
  const available = dataOr(extras, null)?.availableCustomSubElements ?? null;
  const cost = shipping.status === 'ready' ? shipping.data : null;
  // S-261: without a shipping cost the physical format cannot be had, whatever the hash says.
  const format: GiftFormat = shipping.status === 'error' ? 'digital' : setup.giftFormat;
  // …and the hash says so, for the checkout the drawer goes to.
  useEffect(() => {
    if (format !== setup.giftFormat) change({ ...setup, giftFormat: format }, subElements);
  }, [format, setup, subElements, change]);
  const total =
    giftPrice === null
      ? null
      : giftSetupTotal({
          giftPrice,
          giftFormat: format,
          shippingCost: cost?.amount ?? 0,
          subElementsPrice: subElementsTotal(subElementIdsOf(subElements), available?.subElements ?? []),
        });

  return (
    <>
      <GiftSetup
        variant={locale === 'es_ES' ? 'spain' : 'default'}
        format={format}
        onFormatChange={(giftFormat) => change({ ...setup, giftFormat }, subElements)}
        shipping={
          cost
            ? { status: 'ready', cost }
            : shipping.status === 'error'
              ? { status: 'unavailable' }
              : { status: 'loading' }
        }
        subElements={available}
        selection={subElements}
        onSelectionChange={(selection) => change(setup, selection)}
        nightsOptions={nightsOptions}
        giftNights={setup.giftNights}
        onGiftNightsChange={(nights) => change(withGiftNights(setup, nights), subElements)}
        upsell={setup.upsell}
        onUpsellChange={(upsell) => change({ ...setup, upsell }, subElements)}
        total={total}
        onOfferWithoutDates={offer.open}
      />
      {offer.drawer}
    </>
  );
}
