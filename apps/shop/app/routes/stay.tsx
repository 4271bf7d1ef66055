import {
  BookingPanel,
  type BookingPanelHandle,
  type BookingPanelPrice,
  Breadcrumb,
  CancellationInfo,
  ExpiredOffer,
  HotelInfo,
  HotelSummary,
  LocalTaxNote,
  OtherOffersCarousel,
  PackageSummary,
  PayLaterInfo,
  PracticalInfo,
  ProductGallery,
  Program,
  ReviewsBlock,
  StayRoom,
  StickyBookingBar,
  StickyTabs,
  UpsellExtras,
} from '@escale/blocks';
import {
  checkoutHref,
  EMPTY_STAY,
  type Flow,
  homeRoute,
  hotelPageHref,
  marketHref,
  nightsOf,
  type OfferPrice,
  STAY_PAGE_TAB_OFFSET,
  type StayState,
  stayHash,
  withStayDates,
  withStayPax,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, useBreakpoint, useHydrated, useOutOfView } from '@escale/ui';
import { lazy, Suspense, useMemo, useRef } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import * as styles from '../components/productPage.css';
import { SiteLayout } from '../components/SiteLayout';
import { ApiRequestError, apiBeacon } from '../lib/api';
import { marketClock } from '../lib/clock';
import { orNotFound, pageBase, pathId } from '../lib/pageLoad';
import {
  loadOfferAvailability,
  loadProduct,
  loadProductOffers,
  loadQuote,
  loadUpsells,
} from '../lib/productData';
import { breadcrumbItems, productReviewsLoader, stayHref } from '../lib/productLinks';
import { indexableOf, pageMeta, ratingStructuredData } from '../lib/seo';
import { useLoad } from '../lib/useLoad';
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

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const flow = productFlow(new URL(request.url));
  const id = pathId(params.id);
  const product = id === null ? null : await orNotFound(() => loadProduct(market.locale, id, flow));
  const page = { ...base, flow, id: id ?? 0, product };
  return product
    ? data(page, { headers: { 'Cache-Control': 'public, max-age=60' } })
    : data(page, { status: 404 });
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

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

/** A from-price, with the 30-day price that goes with its promo. */
const fromPrice = (price: OfferPrice): BookingPanelPrice => ({
  status: 'from',
  price,
  lowestPrice30Days: price.lowestPrice30Days ?? null,
});

const isUnbookable = (error: unknown) => error instanceof ApiRequestError && error.status === 422;

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
  const { product: loaded, flow, id } = useLoaderData<typeof loader>();
  const product = loaded as NonNullable<typeof loaded>;
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const clock = useMemo(() => marketClock(locale), [locale]);
  const [state, setState] = useStayState(clock);
  const isHydrated = useHydrated();
  const isMobile = useBreakpoint() === 'mobile';
  const panelRef = useRef<HTMLDivElement>(null);
  const panel = useRef<BookingPanelHandle>(null);
  const panelLeftView = useOutOfView(panelRef, { edge: 'top' });

  const { offer, hotel } = product;
  const isGifting = flow === 'gifting';
  const nights = nightsOf(state);
  const hasDates = nights !== null;
  const giftNights = isGifting ? (state.giftNights ?? product.gift.nights.min) : null;
  const paxKey = `${state.adults}/${state.children}/${state.babies}`;
  const stayKey = `${flow}|${paxKey}|${state.checkin}|${state.checkout}|${giftNights}`;

  const offers = useLoad(isHydrated ? `offers|${stayKey}` : null, (signal) =>
    loadProductOffers(locale, id, state, flow, giftNights, signal),
  );
  const quote = useLoad(isHydrated && !isGifting && hasDates ? `quote|${stayKey}` : null, (signal) =>
    loadQuote(locale, id, state, signal).catch((error: unknown) => {
      if (!isUnbookable(error)) {
        apiBeacon('/gateway/logs', {
          level: 'ERROR',
          locale,
          location: 'application.client.quote',
          message: error instanceof Error ? error.message : 'Quote error',
        });
      }
      throw error;
    }),
  );
  const availability = useLoad(isHydrated && !isGifting ? `availability|${paxKey}` : null, (signal) =>
    loadOfferAvailability(locale, id, state, clock.today.slice(0, 7), signal),
  );
  const upsells = useLoad(isHydrated ? `upsells|${stayKey}` : null, (signal) =>
    loadUpsells(locale, id, state, flow, giftNights, signal),
  );

  const offerList = offers.status === 'ready' ? offers.data.offers : [];
  const currentOffer = offerList.find((item) => item.current);

  const price = ((): BookingPanelPrice => {
    if (hasDates && !isGifting) {
      if (quote.status === 'ready') return { status: 'quote', quote: quote.data };
      if (quote.status === 'error') {
        return isUnbookable(quote.error)
          ? { status: 'unavailable' }
          : { status: 'error', productLabel: offer.label };
      }
      return { status: 'loading' };
    }
    if (offers.status === 'ready') {
      return currentOffer
        ? fromPrice(currentOffer.priceInfo)
        : { status: 'error', productLabel: offer.label };
    }
    const isServerStay = paxKey === '2/0/0' && (!isGifting || giftNights === product.gift.nights.min);
    if (product.price && (offers.status === 'error' || isServerStay)) return fromPrice(product.price);
    return offers.status === 'error' ? { status: 'error', productLabel: offer.label } : { status: 'loading' };
  })();

  const quoted = price.status === 'quote' ? price.quote : null;
  const cancellationPolicy = quoted?.cancellationPolicy ??
    currentOffer?.cancellationPolicy ?? {
      isCancellable: product.cancellation.cancellable,
      cancellationDeadline: null,
    };

  const change = (next: StayState) => setState(next);
  // S-237: booking with dates goes to the booking summary; a gift carries its nights there.
  const book = () =>
    navigate(
      checkoutHref(market, {
        productId: id,
        offerId: id,
        state: isGifting ? { ...EMPTY_STAY, giftNights } : state,
      }),
    );
  // S-236: the top bar's flow switch stays on this offer; gifting prices 2 adults for gift nights.
  const flowHrefs = {
    booking: `${stayHref(market, id, 'booking')}#${stayHash({ ...state, giftNights: null })}`,
    gifting: product.gift.giftable
      ? `${stayHref(market, id, 'gifting')}#${stayHash({ ...EMPTY_STAY, giftNights: giftNights ?? product.gift.nights.min })}`
      : marketHref(market, homeRoute('gifting')),
  };
  const goToOffer = (offerId: number) =>
    navigate(`${stayHref(market, offerId, flow)}${location.hash}`, { preventScrollReset: false });

  const reviewsLoader = useMemo(() => productReviewsLoader(hotel.id), [hotel.id]);
  const hasUpsells = upsells.status === 'ready' && upsells.data.upsells.length > 0;

  if (!offer.active) {
    return (
      <SiteLayout page="product" flow={flow} flowHrefs={flowHrefs}>
        <div className={styles.page}>
          <ExpiredOffer variant="product" otherOffersHref={hotelPageHref(market, hotel, { state, flow })} />
        </div>
      </SiteLayout>
    );
  }

  const sections = [
    { id: 'description', label: t('stickyTabs.description') },
    { id: 'room', label: t('stickyTabs.room') },
    { id: 'experience', label: t('stickyTabs.experience') },
    { id: 'theExperience', label: t('stickyTabs.theExperience') },
    { id: 'reviews', label: t('stickyTabs.reviews') },
    { id: 'hotel', label: t('stickyTabs.hotel') },
    { id: 'practicalInfo', label: t('stickyTabs.practicalInfo') },
  ];

  const bookingPanel = (
    <BookingPanel
      ref={panel}
      flow={flow}
      today={clock}
      stay={state}
      onDatesChange={(dates) => change(withStayDates(state, dates))}
      onTravellersChange={(pax) => change(withStayPax(state, pax))}
      availability={availability.status === 'ready' ? availability.data.days : undefined}
      possibleNights={availability.status === 'ready' ? availability.data.possibleNights : undefined}
      isAvailabilityLoading={availability.status === 'loading'}
      price={price}
      selectedActivityDates={state.activityDates}
      onActivityDatesChange={(activityDates) => change({ ...state, activityDates })}
      offers={offerList}
      selectedOfferId={id}
      onOfferChange={goToOffer}
      onBook={book}
      onSeeAllOffers={() => change(withStayDates(state, null))}
      taxNote={
        isGifting ? null : (
          <LocalTaxNote
            localTax={hotel.localTax}
            totalAmount={quoted?.localTaxTotalAmount}
            nights={nights}
            participants={state.adults}
            stayPrice={quoted?.priceInfo.sellPrice}
          />
        )
      }
      cancellation={
        <CancellationInfo policy={cancellationPolicy} hasDates={hasDates} flow={flow} size="small" />
      }
      payLater={
        quoted && state.checkin ? (
          <PayLaterInfo
            amount={quoted.priceInfo.sellPrice}
            checkin={state.checkin}
            today={clock.today}
            cancellationDeadline={quoted.cancellationPolicy.cancellationDeadline}
          />
        ) : null
      }
    />
  );

  return (
    <SiteLayout page="product" flow={flow} flowHrefs={flowHrefs}>
      <div className={styles.page}>
        <Breadcrumb items={breadcrumbItems(market, product.breadcrumb, offer.label)} />
        <ProductGallery images={offer.images} name={offer.label} />
        <StickyTabs sections={sections} offset={STAY_PAGE_TAB_OFFSET} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <HotelSummary hotel={hotel} hotelHref={hotelPageHref(market, hotel, { state, flow })}>
              <Heading level={1}>{offer.label}</Heading>
            </HotelSummary>
            <section id="description" className={styles.section}>
              <PackageSummary summary={product.packageSummary} />
            </section>
            <section id="room" className={styles.section} aria-labelledby="room-title">
              <Heading level={2} id="room-title">
                {t('stickyTabs.room')}
              </Heading>
              <StayRoom room={product.room} headingLevel={3} />
            </section>
            {product.activities.length > 0 || product.breakfast ? (
              <section id="experience" className={styles.section}>
                <Program activities={product.activities} breakfast={product.breakfast} />
              </section>
            ) : null}
            {hasUpsells ? (
              <section id="theExperience" className={styles.section}>
                <UpsellExtras
                  upsells={upsells.data.upsells}
                  addedTo={
                    product.upsellOf
                      ? { ...product.upsellOf, extras: product.packageSummary.extra }
                      : undefined
                  }
                  flow={flow}
                  giftNights={giftNights}
                  nights={nights ?? currentOffer?.priceInfo.nights ?? null}
                  hasDates={hasDates}
                  onNavigate={goToOffer}
                />
              </section>
            ) : null}
            <section id="reviews" className={styles.section}>
              <ReviewsBlock
                score={product.reviews.score}
                count={product.reviews.count}
                highlights={product.reviews.highlights}
                loadReviews={reviewsLoader}
              />
            </section>
            <section id="hotel" className={styles.section}>
              <HotelInfo hotel={hotel} />
            </section>
            <section id="practicalInfo" className={styles.section}>
              <PracticalInfo
                hotel={hotel}
                flow={flow}
                activitySchedules={product.practicalInfo.activitySchedules}
                room={{
                  title: product.room.title,
                  highlightedFacilities: product.room.highlightedFacilities,
                }}
                cancellation={{ policy: cancellationPolicy, hasDates }}
              />
            </section>
            {offerList.length > 1 ? (
              <OtherOffersCarousel
                offers={offerList.filter((item) => !item.current)}
                hotelName={hotel.label}
                hrefFor={(item) => `${stayHref(market, item.weekendId, flow)}${location.hash}`}
                participants={state.adults + state.children}
              />
            ) : null}
          </div>
          <aside className={styles.aside} ref={panelRef}>
            {bookingPanel}
          </aside>
        </div>
      </div>
      <StickyBookingBar
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
