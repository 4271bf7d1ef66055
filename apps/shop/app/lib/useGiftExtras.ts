import type { GiftShipping } from '@escale/blocks';
import type { AvailableSubElements } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet } from './api';
import { useLoad } from './useLoad';

// What a gift's physical format adds, loaded in the browser when first needed (G-52, S-487):
// its shipping cost and the extras it may carry.

/**
 * The physical format's shipping cost once `isWanted` (the format choice is on screen): "---"
 * while it loads, the physical option disabled when it fails (S-261, S-262).
 */
export function useGiftShipping(locale: Locale, isWanted: boolean): GiftShipping {
  const shipping = useLoad(isWanted ? `shipping|${locale}` : null, (signal) =>
    apiGet('/gateway/purchase/shipping-cost', locale, { giftFormat: 'physical' }, 'shippingCost', signal),
  );
  if (shipping.status === 'ready') return { status: 'ready', cost: shipping.data };
  return shipping.status === 'error' ? { status: 'unavailable' } : { status: 'loading' };
}

/** The extras of a physical gift once `isWanted` (the physical format first chosen); null until then. */
export function useSubElements(locale: Locale, isWanted: boolean): AvailableSubElements | null {
  const extras = useLoad(
    isWanted ? `subElements|${locale}` : null,
    (signal) =>
      apiGet('/gateway/sub-elements/available-custom-sub-elements', locale, {}, 'subElements', signal),
    { report: true },
  );
  return extras.status === 'ready' ? extras.data.availableCustomSubElements : null;
}
