import { lazy, Suspense, useState } from 'react';
import type { LightboxProps } from './Lightbox';

const LightboxDialog = /* @__PURE__ */ lazy(() => import('./Lightbox'));

/**
 * The `Lightbox` of the package's main entry: its code (Radix Dialog) loads the first time it
 * opens, and it stays rendered from then on. `@escale/ui/Lightbox` gives it directly, for a page
 * that loads it on its own terms.
 */
export function Lightbox(props: LightboxProps) {
  const [hasOpened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  ) : null;
}
