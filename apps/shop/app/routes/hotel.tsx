import {
  BookingDates,
  Breadcrumb,
  HotelInfo,
  HotelSummary,
  NearbyHotels,
  NoOffers,
  OfferDetail,
  ProductGallery,
  ReviewsBlock,
  RoomCard,
  StickyTabs,
  TravellersPicker,
} from '@escale/blocks';
import {
  checkoutHref,
  EMPTY_STAY,
  HOTEL_PAGE_TAB_OFFSET,
  hotelPageHref,
  nightsOf,
  type OfferDetail as OfferDetailData,
  reviewHighlights,
  reviewLanguageOf,
  withStayDates,
  withStayPax,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Heading, useHydrated } from '@escale/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useNavigate,
} from 'react-router';
import * as styles from '../components/productPage.css';
import { SiteLayout } from '../components/SiteLayout';
import { marketClock } from '../lib/clock';
import { orNotFound, pageBase, pathId } from '../lib/pageLoad';
import { loadHotelAvailability, loadHotelPage, loadOfferDetail, loadReviews } from '../lib/productData';
import { breadcrumbItems, productReviewsLoader } from '../lib/productLinks';
import { indexableOf, pageMeta, ratingStructuredData } from '../lib/seo';
import { useLoad } from '../lib/useLoad';
import { useStayState } from '../lib/useStayState';
import { useRootData } from '../root';

// An unknown id is rare: the 404 page's code (its search box and cards) loads only then.
const NotFoundPage = lazy(() => import('./notFound'));

// The hotel page (001 §2.3): /hotel/{id}. The server renders the hotel with its rooms and offers at
// their from-prices; the hash's dates and travellers (S-195) reprice them after hydration.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const id = pathId(params.id);
  const hotel = id === null ? null : await orNotFound(() => loadHotelPage(market.locale, id, EMPTY_STAY));
  const page = { ...base, id: id ?? 0, hotel };
  return hotel
    ? data(page, { headers: { 'Cache-Control': 'public, max-age=60' } })
    : data(page, { status: 404 });
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname !== nextUrl.pathname || (defaultShouldRevalidate && currentUrl.href === nextUrl.href);

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const indexable = indexableOf(matches);
  if (!page.hotel) {
    return pageMeta({
      indexable,
      ...page.notFound,
      locale: page.locale,
      origin: page.origin,
      path: `/hotel/${page.id}`,
      robots: 'noindex',
    });
  }
  const { hotel } = page;
  return [
    ...pageMeta({
      indexable,
      title: hotel.pageModel.pageTitle,
      description: hotel.description.slice(0, 160),
      locale: page.locale,
      origin: page.origin,
      path: `/hotel/${hotel.id}`,
      // Inactive hotels are not indexed (001 §2.3).
      robots: hotel.active ? hotel.pageModel.metaRobots.replace(',', ', ') : 'noindex, follow',
      image: hotel.images[0]?.sizes['960_540'],
    }),
    ...ratingStructuredData({ name: hotel.label, score: hotel.review.score, count: hotel.review.count }),
  ];
};

export default function HotelPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.hotel) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Hotel />;
}

function Hotel() {
  const t = useT();
  const { hotel: serverHotel, id } = useLoaderData<typeof loader>();
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const navigate = useNavigate();
  const clock = useMemo(() => marketClock(locale), [locale]);
  const [state, setState] = useStayState(clock);
  const isHydrated = useHydrated();
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const [detailOffer, setDetailOffer] = useState<number | null>(null);

  const nights = nightsOf(state);
  const hasDates = nights !== null;
  const paxKey = `${state.adults}/${state.children}/${state.babies}`;
  const isServerStay = !hasDates && paxKey === '2/0/0';
  const hotelLoad = useLoad(
    isHydrated && !isServerStay ? `hotel|${paxKey}|${state.checkin}|${state.checkout}` : null,
    (signal) => loadHotelPage(locale, id, state, signal),
  );
  const hotel =
    hotelLoad.status === 'ready'
      ? hotelLoad.data
      : hotelLoad.status === 'loading' && hotelLoad.previous
        ? hotelLoad.previous
        : (serverHotel as NonNullable<typeof serverHotel>);
  const isRepricing = hotelLoad.status === 'loading';
  const availability = useLoad(isHydrated ? `availability|${paxKey}` : null, (signal) =>
    loadHotelAvailability(locale, id, state, clock.today.slice(0, 7), signal),
  );
  const reviews = useLoad(isHydrated ? `reviews|${id}` : null, (signal) =>
    loadReviews(id, { locale: reviewLanguageOf(locale), sort: 'DATE_DESC', page: 0 }, signal),
  );
  const detail = useLoad(
    detailOffer === null ? null : `detail|${detailOffer}|${paxKey}|${state.checkin}`,
    (signal) => loadOfferDetail(locale, detailOffer ?? 0, state, signal),
  );
  const reviewsLoader = useMemo(() => productReviewsLoader(id), [id]);

  // S-196: `anchor=products` brings the offers into view once the page is interactive.
  const anchor = state.anchor;
  useEffect(() => {
    if (anchor === 'products') document.getElementById('offers')?.scrollIntoView();
  }, [anchor]);

  const book = (offer: OfferDetailData) =>
    navigate(checkoutHref(market, { productId: offer.id, offerId: offer.id, state }));

  const rooms = hotel.rooms;
  const sections = [
    { id: 'about', label: t('stickyTabs.about') },
    { id: 'offers', label: t('stickyTabs.offers') },
    { id: 'reviews', label: t('stickyTabs.reviews') },
  ];

  return (
    <SiteLayout page="product">
      <div className={styles.page}>
        <Breadcrumb items={breadcrumbItems(market, hotel.breadcrumb, hotel.label)} />
        <ProductGallery images={hotel.images} name={hotel.label} />
        <StickyTabs sections={sections} offset={HOTEL_PAGE_TAB_OFFSET} />
        <div className={styles.main}>
          <section id="about" className={styles.section}>
            <HotelSummary hotel={hotel}>
              <Heading level={1}>{hotel.label}</Heading>
            </HotelSummary>
            <HotelInfo hotel={hotel} showIdentity={false} />
          </section>
          <section
            id="offers"
            className={styles.section}
            aria-labelledby="offers-title"
            aria-busy={isRepricing}
          >
            <Heading level={2} id="offers-title">
              {t('stickyTabs.offers')}
            </Heading>
            <div className={styles.stayBar}>
              <BookingDates
                checkin={state.checkin}
                checkout={state.checkout}
                onChange={(dates) => setState(withStayDates(state, dates))}
                today={clock}
                availability={availability.status === 'ready' ? availability.data.days : undefined}
                isLoading={availability.status === 'loading'}
                isOpen={isCalendarOpen}
                onOpenChange={setCalendarOpen}
              />
              <TravellersPicker
                value={{ adults: state.adults, children: state.children, babies: state.babies }}
                onChange={(pax) => setState(withStayPax(state, pax))}
              />
            </div>
            {rooms.length > 0 ? (
              <div className={styles.rooms} data-repricing={isRepricing || undefined}>
                {rooms.map((room, index) => (
                  <RoomCard
                    key={room.uuid}
                    room={room}
                    headingLevel={3}
                    isPriority={index === 0}
                    onChooseOffer={(offer) => {
                      // S-204: an offer without dates opens the calendar instead.
                      if (!offer.hasSelectedDates) setCalendarOpen(true);
                      else setDetailOffer(offer.id);
                    }}
                  />
                ))}
              </div>
            ) : hasDates ? (
              <Alert
                tone="info"
                action={
                  <Button variant="outline" onPress={() => setState(withStayDates(state, null))}>
                    {t('booking.seeAllOffers')}
                  </Button>
                }
              >
                {t('booking.unavailable')}
              </Alert>
            ) : (
              <NoOffers />
            )}
          </section>
          {reviews.status === 'ready' ? (
            <section id="reviews" className={styles.section}>
              <ReviewsBlock
                score={hotel.review.score}
                count={hotel.review.count}
                highlights={reviewHighlights(reviews.data.list)}
                loadReviews={reviewsLoader}
              />
            </section>
          ) : null}
          <NearbyHotels
            hotels={hotel.nearbyHotels}
            hrefFor={(nearby) => hotelPageHref(market, nearby, { state, flow: 'booking' })}
          />
        </div>
      </div>
      <OfferDetail
        offer={detail.status === 'ready' ? detail.data : null}
        travellers={state}
        isOpen={detailOffer !== null}
        isLoading={detail.status === 'loading'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDetailOffer(null);
        }}
        onBook={book}
      />
    </SiteLayout>
  );
}
