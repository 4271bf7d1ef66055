import {
  type BookingPriceStatus,
  DEFAULT_PRICE_BUCKET,
  type GiftFormat,
  giftCalendarMonths,
  giftCalendarMonthsFrom,
  giftCardRoute,
  giftSetupTotal,
  giftStayPrice,
  marketHref,
  type ProductPage,
  showsGiftCardBanner,
  subElementIdsOf,
  subElementsTotal,
  upsellAmountOf,
  withGiftNights,
} from '@escale/domain';
import { useBreakpoint, useHydrated } from '@escale/ui';
import { useEffect, useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { marketClock } from '../lib/clock';
import { loadGiftCalendar, loadGiftPrice, loadShippingCost, loadSubElements } from '../lib/giftData';
import { useGiftSetup } from '../lib/useGiftSetup';
import { dataOr, useLoad } from '../lib/useLoad';
import { useRootData } from '../root';
import type { loader } from '../routes/stay';
import { useGiftOffer } from './giftOffer';
import { GiftCalendar, GiftSetup } from './giftSetupBlock';

export interface StayGiftSetupProps {
  /** The stay page's price: a gift's is its from-price for its nights. */
  price: BookingPriceStatus;
}

/**
 * "Customise your gift" on the gifting stay page (001 §2.6): the choices live in the URL hash; the
 * gift's price with its upsell, the shipping cost and the extras of the physical format load in
 * the browser; the calendar includes the days the gift, upsell included, pays in full.
 * "Personalise your gift" then goes to the checkout with the gift as set up.
 */
export function StayGiftSetup({ price }: StayGiftSetupProps) {
  const { locale, marketPath, isCustomerCare } = useRootData();
  const { product: loaded, id: productId } = useLoaderData<typeof loader>();
  const offer = useGiftOffer();
  const product = loaded as ProductPage;
  const clock = useMemo(() => marketClock(locale), [locale]);
  const isHydrated = useHydrated();
  const { nightsOptions, setup, subElements, change } = useGiftSetup(product, clock);
  // S-267: the upsell's price comes with the gift's, for its nights.
  const priced = useLoad(isHydrated ? `giftPrice|${locale}|${setup.giftNights}` : null, (signal) =>
    loadGiftPrice(locale, productId, setup.giftNights, signal),
  );
  const giftPrices = dataOr(priced, null);
  // S-441: customer care prices a gift by bucket, the popular one first; a link it shares keeps its bucket.
  const bucket = setup.bucket ?? (isCustomerCare ? DEFAULT_PRICE_BUCKET : null);
  useEffect(() => {
    if (bucket !== setup.bucket) change({ ...setup, bucket }, subElements);
  }, [bucket, setup, subElements, change]);
  const minimumFare = price.status === 'from' ? price.price.sellPrice : null;
  const giftPrice = giftPrices
    ? giftStayPrice(giftPrices, { upsell: setup.upsell, bucket })
    : setup.upsell === 'none' && bucket === null
      ? minimumFare
      : null;
  const shipping = useLoad(isHydrated ? `shipping|${locale}` : null, (signal) =>
    loadShippingCost(locale, 'physical', signal),
  );
  const extras = useLoad(isHydrated ? `subElements|${locale}` : null, (signal) =>
    loadSubElements(locale, signal),
  );
  const available = dataOr(extras, null)?.availableCustomSubElements ?? null;
  // S-268: the gift calendar, 1 month on mobile and 2 on desktop (001 §9), priced for the gift's nights.
  const months = giftCalendarMonthsFrom(clock.today, useBreakpoint() === 'mobile' ? 1 : 2);
  const calendar = useLoad(
    isHydrated ? `giftCalendar|${locale}|${months.join()}|${setup.giftNights}` : null,
    (signal) =>
      loadGiftCalendar(
        locale,
        productId,
        { month: months[0] ?? '', months: months.length, nights: setup.giftNights },
        signal,
      ),
  );
  const calendarDays = dataOr(calendar, null)?.days;
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
        upsellAmount={giftPrices ? upsellAmountOf(giftPrices, bucket) : priced.status === 'error' ? 0 : null}
        buckets={
          isCustomerCare && bucket !== null
            ? {
                sellPrices: giftPrices?.sellPrices ?? null,
                value: bucket,
                onChange: (next) => change({ ...setup, bucket: next }, subElements),
              }
            : undefined
        }
        onUpsellChange={(upsell) => change({ ...setup, upsell }, subElements)}
        total={total}
        calendar={
          calendarDays && giftPrice !== null ? (
            <GiftCalendar
              giftCardHref={
                showsGiftCardBanner(locale) ? marketHref(marketPath ?? '', giftCardRoute()) : undefined
              }
              months={giftCalendarMonths(calendarDays, months, {
                giftAmount: giftPrice,
                giftNights: setup.giftNights,
              })}
            />
          ) : null
        }
        onOfferWithoutDates={offer.open}
      />
      {offer.drawer}
    </>
  );
}
