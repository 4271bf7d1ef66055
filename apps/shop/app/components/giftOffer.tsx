import { lazy, type ReactNode, Suspense, useState } from 'react';

const GiftOfferDrawer = lazy(() =>
  import('./GiftOfferDrawer').then((module) => ({ default: module.GiftOfferDrawer })),
);

/**
 * "Personalise your gift" for a button of the gifting stay page (S-237): `open` shows the drawer,
 * whose code loads the first time; `drawer` is where the page renders it.
 */
export function useGiftOffer(): { open: () => void; drawer: ReactNode } {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return {
    open: () => setState('open'),
    drawer:
      state === 'never' ? null : (
        <Suspense fallback={null}>
          <GiftOfferDrawer
            isOpen={state === 'open'}
            onOpenChange={(isOpen) => setState(isOpen ? 'open' : 'closed')}
          />
        </Suspense>
      ),
  };
}
