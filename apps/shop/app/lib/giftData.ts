import type { GiftFormat } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet } from './api';

// The gift set-up's calls (001 §7; G-52, S-487): the gift's price, what a format adds, the extras
// a physical gift may carry, and the gift calendar.

/** The gift price of `nights` (S-267, S-270): its minimum fare, buckets and availability upsell. */
export const loadGiftPrice = (locale: Locale, id: number, nights: number, signal?: AbortSignal) =>
  apiGet(`/api/product/${id}/gift-price`, locale, { nights }, 'giftPrice', signal);

export const loadShippingCost = (locale: Locale, giftFormat: GiftFormat, signal?: AbortSignal) =>
  apiGet('/gateway/purchase/shipping-cost', locale, { giftFormat }, 'shippingCost', signal);

export const loadSubElements = (locale: Locale, signal?: AbortSignal) =>
  apiGet('/gateway/sub-elements/available-custom-sub-elements', locale, {}, 'subElements', signal);

/** The gift calendar (S-268): `months` months from `month`, each day priced for the gift's nights, 2 adults. */
export const loadGiftCalendar = (
  locale: Locale,
  id: number,
  { month, months, nights }: { month: string; months: number; nights: number },
  signal?: AbortSignal,
) =>
  apiGet(
    `/api/weekend/${id}/availabilities.json`,
    locale,
    { adult: 2, child: 0, baby: 0, month, length: months, nights },
    'offerAvailability',
    signal,
  );
