import { type BookingPanelHandle, Breadcrumb, HotelSummary } from '@escale/blocks';
import {
  checkoutHref,
  EMPTY_STAY,
  type Flow,
  hasProgram,
  homeRoute,
  hotelPageHref,
  marketHref,
  STAY_PAGE_TAB_OFFSET,
  stayHash,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { deferred, Heading, useBreakpoint, useOutOfView } from '@escale/ui';
import { lazy, Suspense, useMemo, useRef } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import * as styles from '../components/productPage.css';
import { LaterProductGallery, LaterStickyBookingBar, LaterStickyTabs } from '../components/productParts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { StaySections } from '../components/StaySections';
import { loadAnnouncements } from '../lib/banners';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { marketClock } from '../lib/clock';
import { orNotFound, pageBase, pathId } from '../lib/pageLoad';
import { loadProduct } from '../lib/productData';
import { breadcrumbItems, stayHref } from '../lib/productLinks';
import { indexableOf, pageMeta, ratingStructuredData } from '../lib/seo';
import { stayViewed, useProductViewed } from '../lib/useProductViewed';
import { useStayOffer } from '../lib/useStayOffer';
import { useStayState } from '../lib/useStayState';
import { useRootData } from '../root';

// An unknown id is rare: the 404 page's code (its search box and cards) loads only then.
const NotFoundPage = lazy(() => import('./notFound'));

// The stay product page (001 §2.5, §4): /stay/{id} for the booking and gifting flows
// (`?flow=gifting`). The server renders the offer with its from-price; the hash's dates,
// travellers and activity days apply after hydration, and every price then comes from the API's
// offers and quote calls.

const productFlow = (url: URL): Extract<Flow, 'booking' | 'gifting'> =>
  url.searchParams.get('flow') === 'gifting' ? 'gifting' : 'booking';

/**
 * The booking panel (dates, travellers, calendar, offers, price): the server renders it, and its
 * code loads as it nears the window or is used, after the page's first load.
 */
const LaterStayBookingPanel = deferred(() =>
  import('../components/StayBookingPanel').then((module) => module.StayBookingPanel),
);

/** An expired offer's page: rendered by the server, its code (a carousel of articles) loads when used. */
const LaterExpiredOffer = deferred(() =>
  import('../components/expiredOfferBlock').then((module) => module.ExpiredOffer),
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const flow = productFlow(new URL(request.url));
  const id = pathId(params.id);
  const announcements = loadAnnouncements(market.locale, 'product', flow, market.marketPath ?? '');
  const product = id === null ? null : await orNotFound(() => loadProduct(market.locale, id, flow));
  if (product && flow === 'gifting' && !product.gift.giftable) {
    // G-10: a stay that cannot be offered has no gifting page; its link leads to the booking one.
    const url = new URL(request.url);
    url.searchParams.delete('flow');
    throw redirect(`${url.pathname}${url.search}`, 302);
  }
  const page = { ...base, flow, id: id ?? 0, product, announcements: await announcements };
  return product ? data(page, { headers: cacheHeaders('product') }) : data(page, { status: 404 });
}

export const headers = loaderHeaders;

/** The hash and the flow change on the page itself: the offer is loaded again only for another id. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get('flow') !== nextUrl.searchParams.get('flow') ||
  (defaultShouldRevalidate && currentUrl.href === nextUrl.href);

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const indexable = indexableOf(matches);
  if (!page.product) {
    return pageMeta({
      indexable,
      ...page.notFound,
      locale: page.locale,
      origin: page.origin,
      path: `/stay/${page.id}`,
      robots: 'noindex',
    });
  }
  const { offer, hotel, pageModel, reviews } = page.product;
  return [
    ...pageMeta({
      indexable,
      title: pageModel.pageTitle,
      description: [offer.headwords.join(' · '), hotel.location.label].filter(Boolean).join(' – '),
      locale: page.locale,
      origin: page.origin,
      path: `/stay/${offer.id}`,
      search: page.flow === 'gifting' ? '?flow=gifting' : '',
      robots: pageModel.metaRobots.replace(',', ', '),
      image: offer.images[0]?.sizes['960_540'],
    }),
    ...ratingStructuredData({ name: hotel.label, score: reviews.score, count: reviews.count }),
  ];
};

export const ErrorBoundary = RouteErrorBoundary;

export default function StayPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.product) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <StayProduct />;
}

function StayProduct() {
  const t = useT();
  const { product: loaded, flow, id, announcements } = useLoaderData<typeof loader>();
  const product = loaded as NonNullable<typeof loaded>;
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const clock = useMemo(() => marketClock(locale), [locale]);
  const [state, setState] = useStayState(clock);
  const isMobile = useBreakpoint() === 'mobile';
  const panelRef = useRef<HTMLDivElement>(null);
  const panel = useRef<BookingPanelHandle>(null);
  const panelLeftView = useOutOfView(panelRef, { edge: 'top' });

  const { offer, hotel } = product;
  const stay = useStayOffer({ locale, id, flow, state, product, clock });
  useProductViewed(locale, stayViewed(id, product));
  const { giftNights, price } = stay;

  // S-241: booking with dates starts the checkout (best-price flag included); a gift's Offer opens
  // its personalisation, in the booking panel (S-237).
  const book = () => {
    const cents = price.status === 'quote' ? price.quote.priceInfo.sellPrice : null;
    void import('../lib/productEvents').then((events) => events.stayAddedToCart(id, offer.label, cents));
    navigate(checkoutHref(market, { productId: id, offerId: id, state, isBestPrice: stay.isBestPrice }));
  };
  // S-236: the top bar's flow switch stays on this offer; gifting prices 2 adults for gift nights.
  const flowHrefs = {
    booking: `${stayHref(market, id, 'booking')}#${stayHash({ ...state, giftNights: null })}`,
    gifting: product.gift.giftable
      ? `${stayHref(market, id, 'gifting')}#${stayHash({ ...EMPTY_STAY, giftNights: giftNights ?? product.gift.nights.min })}`
      : marketHref(market, homeRoute('gifting')),
  };
  const goToOffer = (offerId: number) =>
    navigate(`${stayHref(market, offerId, flow)}${location.hash}`, { preventScrollReset: false });

  if (!offer.active) {
    return (
      <SiteLayout page="product" flow={flow} flowHrefs={flowHrefs}>
        <div className={styles.page}>
          <LaterExpiredOffer
            variant="product"
            otherOffersHref={hotelPageHref(market, hotel, { state, flow })}
          />
        </div>
      </SiteLayout>
    );
  }

  // The tabs of the sections the page shows now: the extras come with the stay's upsells, loaded
  // in the browser, and their tab with them.
  const sections = [
    { id: 'description', label: t('stickyTabs.description') },
    { id: 'room', label: t('stickyTabs.room') },
    ...(hasProgram(product) ? [{ id: 'experience', label: t('stickyTabs.experience') }] : []),
    ...(stay.upsells.length > 0 ? [{ id: 'theExperience', label: t('stickyTabs.theExperience') }] : []),
    { id: 'reviews', label: t('stickyTabs.reviews') },
    { id: 'hotel', label: t('stickyTabs.hotel') },
    { id: 'practicalInfo', label: t('stickyTabs.practicalInfo') },
  ];

  return (
    <SiteLayout page="product" flow={flow} flowHrefs={flowHrefs} announcements={announcements}>
      <div className={styles.page}>
        <Breadcrumb items={breadcrumbItems(market, product.breadcrumb, offer.label)} />
        <LaterProductGallery images={offer.images} name={offer.label} />
        <LaterStickyTabs sections={sections} offset={STAY_PAGE_TAB_OFFSET} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <HotelSummary hotel={hotel} hotelHref={hotelPageHref(market, hotel, { state, flow })}>
              <Heading level={1}>{offer.label}</Heading>
            </HotelSummary>
            <StaySections
              product={product}
              flow={flow}
              state={state}
              offer={stay}
              otherOfferHref={(item) => `${stayHref(market, item.weekendId, flow)}${location.hash}`}
              onOfferChange={goToOffer}
            />
          </div>
          <aside className={styles.aside} ref={panelRef}>
            <LaterStayBookingPanel
              ref={panel}
              flow={flow}
              clock={clock}
              state={state}
              onStateChange={setState}
              offer={stay}
              localTax={hotel.localTax}
              offerId={id}
              onOfferChange={goToOffer}
              onBook={book}
            />
          </aside>
        </div>
      </div>
      <LaterStickyBookingBar
        isVisible={!isMobile && panelLeftView}
        flow={flow}
        stay={state}
        price={price}
        title={offer.label}
        onPress={() => panel.current?.pressMainButton()}
      />
    </SiteLayout>
  );
}
