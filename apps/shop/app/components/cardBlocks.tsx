import { OfferCard as OfferCardBlock, type OfferCardProps } from '@escale/blocks';
import { useEffect } from 'react';
import { rememberAutoDiscount } from '../lib/autoDiscountMemory';

// The result cards: a chunk of their own, loaded after the page's first load (see `ResultCards.tsx`).

export { ActivityCard } from '@escale/blocks';

/**
 * An offer's card. As the browser draws one whose automatic-discount label shows, its code is
 * remembered for the session's checkout (G-45); the first one shown stays.
 */
export function OfferCard(props: OfferCardProps) {
  const { flow, autoDiscount } = props;
  const isVariationAssigned = autoDiscount?.isVariationAssigned ?? false;
  const code = autoDiscount?.discount?.code ?? null;
  const value = autoDiscount?.discount?.value ?? 0;
  useEffect(() => {
    if (code) rememberAutoDiscount({ isVariationAssigned, flow, discount: { code, value } });
  }, [isVariationAssigned, flow, code, value]);
  return <OfferCardBlock {...props} />;
}
