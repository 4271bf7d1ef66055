import {
  type AnnouncementBanner,
  type Flow,
  homeRoute,
  marketHref,
  type PromoBarPage,
  promoBarFor,
  wishlistHrefs,
} from '@escale/domain';
import { deferred, SkipLink, useHydrated } from '@escale/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { features } from '../lib/features';
import { useWishlist } from '../lib/visitorState';
import { useRootData } from '../root';
import {
  LaterAccountSync,
  LaterAnnouncementBanner,
  LaterConsentPrompt,
  LaterFooter,
  LaterHeader,
  LaterNewsletterInvite,
  LaterTopBar,
  preloadChrome,
} from './chrome';
import * as layout from './layout.css';

/** The messenger's launcher: its code loads after the page's, where the market has the widget (S-354). */
const Messenger = lazy(() => import('./Messenger'));
/**
 * Customer-care mode's panel, where the URL or the tab asks for the mode: the server renders it
 * for a URL that asks; its code comes right after the page's (its links then keep the page's hash).
 */
const LaterCustomerCareTools = deferred(() =>
  import('./CustomerCareTools').then((module) => module.CustomerCareTools),
);

export interface SiteLayoutProps {
  /** Which promo bar the page shows (S-368); none for other pages. */
  page?: PromoBarPage;
  flow?: Flow;
  /** Where the top bar's booking/gifting toggle leads: the home of each flow unless the page says. */
  flowHrefs?: Readonly<Record<'booking' | 'gifting', string>>;
  /** The announcement banners at the top of the page (S-371); none, or a failed call, show nothing (S-374). */
  announcements?: readonly AnnouncementBanner[] | null;
  children: ReactNode;
}

/** Header, top bar with the flow toggle, menu and promo bar, the page, and the footer (002 §2). */
export function SiteLayout({ page, flow = 'booking', flowHrefs, announcements, children }: SiteLayoutProps) {
  const { marketPath, origin, isCustomerCare, isCustomerCareAsked, isAppView, chrome } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const wishlist = useWishlist();
  const isHydrated = useHydrated();
  const market = marketPath ?? '';
  useEffect(() => void preloadChrome(), []);
  const promoBar =
    page && chrome
      ? promoBarFor(chrome.promoBars, { page, flow: flow === 'hotel' ? 'booking' : flow })
      : null;
  if (isAppView) {
    // The native app has its own navigation: the page keeps a Back button and its content (S-244).
    const back = () => (window.history.length > 1 ? navigate(-1) : navigate(market || '/'));
    return (
      <>
        <LaterHeader variant="app" marketPath={market || '/'} onBack={back} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <SkipLink targetId="main" />
      {isCustomerCareAsked ? <LaterCustomerCareTools /> : null}
      <LaterHeader
        marketPath={market}
        currentPath={`${location.pathname}${location.search}`}
        account={{ isEnabled: features.customerAccount, isLoggedIn: false }}
        wishlist={wishlistHrefs(wishlist.items, market)}
        onRemoveWishlistItem={wishlist.toggle}
        giftContent={chrome?.giftContent}
        menu={chrome?.menu ?? []}
        isCustomerCare={isCustomerCare}
      />
      <LaterTopBar
        flow={flow}
        flowHrefs={
          flowHrefs ?? {
            booking: marketHref(market, homeRoute('booking')),
            gifting: marketHref(market, homeRoute('gifting')),
          }
        }
        promoBar={promoBar}
        siteOrigin={origin}
        menu={chrome?.menu ?? []}
      />
      <main id="main" tabIndex={-1}>
        {announcements?.length ? <LaterAnnouncementBanner banners={announcements} /> : null}
        {children}
      </main>
      <div className={layout.footerSlot}>
        <LaterFooter marketPath={market} />
      </div>
      {isHydrated ? (
        <Suspense fallback={null}>
          <LaterNewsletterInvite page={page} />
          <Messenger />
          <LaterConsentPrompt />
          <LaterAccountSync />
        </Suspense>
      ) : null}
    </>
  );
}
