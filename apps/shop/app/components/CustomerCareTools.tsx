import { CustomerCarePanel } from '@escale/blocks';
import {
  marketHref,
  publicLinkOf,
  STAFF_SIGN_OUT_ACTION,
  staffFunnelRoute,
  staffSignInHref,
} from '@escale/domain';
import { useLocation } from 'react-router';
import { languageTag } from '../lib/market';
import { useRootData } from '../root';

/**
 * Customer-care mode's panel (S-442, S-445) on every page where the tab asks for the mode: the
 * sign-in screen until a staff session exists, then the staff's tools.
 */
export function CustomerCareTools() {
  const { staff, locale, marketPath, origin } = useRootData();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <CustomerCarePanel
      staff={staff}
      signInHref={staffSignInHref(here, languageTag(locale))}
      signOut={{ action: STAFF_SIGN_OUT_ACTION, returnTo: `${pathname}${search}` }}
      publicLink={publicLinkOf(here, origin)}
      funnelHref={marketHref(marketPath ?? '', staffFunnelRoute())}
    />
  );
}
