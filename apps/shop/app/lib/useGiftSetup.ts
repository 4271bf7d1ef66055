import {
  type Clock,
  type GiftSetup,
  giftNightsOptions,
  giftSetupHash,
  type ProductPage,
  parseGiftSetupHash,
  parseSubElementSelection,
  type SubElementSelection,
  subElementHashEntries,
} from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The gift set-up of the gifting stay page in the URL hash (S-258, S-279): format, nights,
 * bucket, upsell, adults, hotel, checkin and the extras' `se*` keys. Like the stay's hash, it
 * applies after hydration and every change rewrites the hash in place.
 */
export function useGiftSetup(
  product: ProductPage,
  clock: Clock,
): {
  /** The nights the stay can be offered for (S-269), from its nights table. */
  nightsOptions: number[];
  setup: GiftSetup;
  subElements: SubElementSelection;
  change: (setup: GiftSetup, subElements: SubElementSelection) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const hash = isHydrated ? location.hash : '';
  const { min, max } = product.gift.nights;
  const nightsOptions = useMemo(() => giftNightsOptions([min, max]), [min, max]);
  const setup = useMemo(
    () => parseGiftSetupHash(hash, { nightsOptions, clock }),
    [hash, nightsOptions, clock],
  );
  const subElements = useMemo(
    () => parseSubElementSelection(new URLSearchParams(hash.replace(/^#/, ''))),
    [hash],
  );
  const change = useCallback(
    (next: GiftSetup, selection: SubElementSelection) =>
      navigate(
        {
          pathname: location.pathname,
          search: location.search,
          hash: giftSetupHash(next, subElementHashEntries(selection)),
        },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, location.pathname, location.search],
  );
  return { nightsOptions, setup, subElements, change };
}
