import { Breadcrumb, HotelInfo, HotelSummary } from '@escale/blocks';
import {
  checkoutHref,
  EMPTY_STAY,
  HOTEL_PAGE_SECTIONS,
  HOTEL_PAGE_TAB_OFFSET,
  hotelPageHref,
  type OfferDetail as OfferDetailData,
  reviewHighlights,
  withStayDates,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { deferred, Heading } from '@escale/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from 'react-router';
import * as styles from '../components/productPage.css';
import { LaterProductGallery, LaterStickyTabs } from '../components/productParts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { marketClock } from '../lib/clock';
import { orNotFound, pageBase, pathId, revalidateOnOtherPath } from '../lib/pageLoad';
import { loadHotelPage } from '../lib/productData';
import { breadcrumbItems } from '../lib/productLinks';
import { indexableOf, pageMeta, ratingStructuredData } from '../lib/seo';
import { useHotelStay } from '../lib/useHotelStay';
import { useStayState } from '../lib/useStayState';
import { useRootData } from '../root';

// An unknown id is rare: the 404 page's code (its search box and cards) loads only then.
const NotFoundPage = lazy(() => import('./notFound'));

/** The dates and travellers above the rooms: rendered by the server, their code loads near the window. */
const LaterHotelStayBar = deferred(() =>
  import('../components/HotelStayBar').then((module) => module.HotelStayBar),
);

/** The rooms and their offers: rendered by the server, their code (galleries) loads near the window. */
const LaterHotelRooms = deferred(() =>
  import('../components/HotelRooms').then((module) => module.HotelRooms),
);

/** The reviews and nearby hotels, below the rooms: rendered by the server, their code loads near the window. */
const LaterHotelPageEnd = deferred(() =>
  import('../components/HotelPageEnd').then((module) => module.HotelPageEnd),
);

/** The offer's detail opens on a choice: its code loads then, or on a hover of the rooms. */
const LaterOfferDetail = deferred(() =>
  import('../components/offerDetailBlock').then((module) => module.OfferDetail),
);

// The hotel page (001 §2.3): /hotel/{id}. The server renders the hotel with its rooms and offers at
// their from-prices; the hash's dates and travellers (S-195) reprice them after hydration.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const id = pathId(params.id);
  const hotel = id === null ? null : await orNotFound(() => loadHotelPage(market.locale, id, EMPTY_STAY));
  const page = { ...base, id: id ?? 0, hotel };
  return hotel ? data(page, { headers: cacheHeaders('product') }) : data(page, { status: 404 });
}

export const headers = loaderHeaders;

export const shouldRevalidate = revalidateOnOtherPath;

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

export const ErrorBoundary = RouteErrorBoundary;

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
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const [detailOffer, setDetailOffer] = useState<number | null>(null);

  const {
    data: hotel,
    isRepricing,
    hasDates,
    days,
    ...stay
  } = useHotelStay({
    locale,
    id,
    state,
    server: serverHotel as NonNullable<typeof serverHotel>,
    clock,
    detailOffer,
  });

  // S-196: `anchor=products` brings the offers into view once the page is interactive.
  const anchor = state.anchor;
  useEffect(() => {
    if (anchor === 'products') document.getElementById('offers')?.scrollIntoView();
  }, [anchor]);

  // S-241: the checkout starts with the best-price flag of the chosen checkin.
  const book = (offer: OfferDetailData) =>
    navigate(
      checkoutHref(market, {
        productId: offer.id,
        offerId: offer.id,
        state,
        isBestPrice: stay.isBestPrice,
      }),
    );

  const rooms = hotel.rooms;
  const sections = HOTEL_PAGE_SECTIONS.map((section) => ({ id: section, label: t(`stickyTabs.${section}`) }));

  return (
    <SiteLayout page="product">
      <div className={styles.page}>
        <Breadcrumb items={breadcrumbItems(market, hotel.breadcrumb, hotel.label)} />
        <LaterProductGallery images={hotel.images} name={hotel.label} />
        <LaterStickyTabs sections={sections} offset={HOTEL_PAGE_TAB_OFFSET} />
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
            <LaterHotelStayBar
              state={state}
              onStateChange={setState}
              today={clock}
              availability={days}
              isLoading={stay.isAvailabilityLoading}
              isCalendarOpen={isCalendarOpen}
              onCalendarOpenChange={setCalendarOpen}
            />
            <LaterHotelRooms
              rooms={rooms}
              hasDates={hasDates}
              isRepricing={isRepricing}
              onChooseOffer={(offer) => {
                // S-204: an offer without dates opens the calendar instead.
                if (!offer.hasSelectedDates) setCalendarOpen(true);
                else setDetailOffer(offer.id);
              }}
              onSeeAllOffers={() => setState(withStayDates(state, null))}
            />
          </section>
          <LaterHotelPageEnd
            hotelId={id}
            reviews={
              stay.reviews
                ? {
                    score: hotel.review.score,
                    count: hotel.review.count,
                    highlights: reviewHighlights(stay.reviews.list),
                  }
                : null
            }
            nearbyHotels={hotel.nearbyHotels}
            nearbyHref={(nearby) => hotelPageHref(market, nearby, { state, flow: 'booking' })}
          />
        </div>
      </div>
      <LaterOfferDetail
        offer={stay.detail}
        travellers={state}
        isOpen={detailOffer !== null}
        isLoading={stay.isDetailLoading}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDetailOffer(null);
        }}
        onBook={book}
      />
    </SiteLayout>
  );
}
