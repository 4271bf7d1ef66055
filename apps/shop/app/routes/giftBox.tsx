import { BoxOffers, BoxOverview, Breadcrumb } from '@escale/blocks';
import {
  boxCheckoutRoute,
  DEFAULT_CRITERIA,
  type GiftFormat,
  giftsRoute,
  marketHref,
  NO_SUB_ELEMENTS,
  type OfferCard,
  type SubElementSelection,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { translate } from '@escale/i18n/core';
import { Alert, deferred } from '@escale/ui';
import { lazy, Suspense, useState } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useNavigate,
} from 'react-router';
import * as styles from '../components/productPage.css';
import { useResultCards } from '../components/ResultCards';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { ApiRequestError } from '../lib/api';
import { loadBox, loadBoxOffers } from '../lib/boxData';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { productHref } from '../lib/cardLinks';
import { pageBase } from '../lib/pageLoad';
import { indexableOf, pageMeta, pageModelMeta } from '../lib/seo';
import { useBoxOffers } from '../lib/useBoxOffers';
import { useGiftShipping, useSubElements } from '../lib/useGiftExtras';
import { useRootData } from '../root';

const NotFoundPage = lazy(() => import('./notFound'));
/** "Offer" opens the format drawer: its code loads then. */
const BoxFormatDrawer = lazy(() =>
  import('../components/boxFormatBlock').then((module) => ({ default: module.BoxFormatDrawer })),
);
/** The gallery: rendered by the server, its code (carousel, lightbox) loads as it nears the window. */
const LaterGallery = deferred(() =>
  import('../components/productBlocks').then((blocks) => blocks.ProductGallery),
);
/** The map and its tiles load on first use. */
const BoxMap = lazy(() => import('../components/BoxMap'));

// A gift box's page (001 §2.8; S-292…S-297, S-300, S-301): /gifts/p/{slug}/{code}. The server
// renders the box and the first 8 stays it is used for; the next pages load as the list ends.

const CRITERIA = DEFAULT_CRITERIA;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const code = params.code ?? '';
  const [box, offers] = await Promise.allSettled([
    loadBox(market.locale, code),
    loadBoxOffers(market.locale, code, 0),
  ]);
  if (box.status === 'rejected') {
    const error = box.reason;
    const isMissing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    // S-301: a failed call keeps the page, with "Oops, something went wrong".
    return data(
      { ...base, title: translate(market.locale, 'box.error'), box: null, offers: null, isMissing },
      { status: isMissing ? 404 : 502, headers: cacheHeaders('private') },
    );
  }
  const url = new URL(request.url);
  const canonical = marketHref(market.marketPath ?? '', box.value.uri);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return data(
    {
      ...base,
      title: translate(market.locale, 'box.metaTitle', { title: box.value.pageModel.pageTitle }),
      box: box.value,
      offers: offers.status === 'fulfilled' ? offers.value : null,
      isMissing: false,
    },
    { headers: cacheHeaders('product') },
  );
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const indexable = indexableOf(matches);
  if (!page.box) {
    return pageMeta({
      indexable,
      ...(page.isMissing ? page.notFound : { title: page.title, description: '' }),
      locale: page.locale,
      origin: page.origin,
      path: giftsRoute(),
      robots: 'noindex',
    });
  }
  const { box } = page;
  return pageModelMeta(
    {
      indexable,
      title: page.title,
      description: box.description.slice(0, 160),
      locale: page.locale,
      origin: page.origin,
      path: box.uri,
      image: box.mainBySize['960_540'],
    },
    box.pageModel,
  );
};

export const ErrorBoundary = RouteErrorBoundary;

export default function GiftBoxPage() {
  const page = useLoaderData<typeof loader>();
  if (page.isMissing) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return page.box ? <GiftBox /> : <BoxFailed />;
}

function BoxFailed() {
  const t = useT();
  return (
    <SiteLayout flow="gifting">
      <div className={styles.page}>
        <Alert tone="critical">{t('box.error')}</Alert>
      </div>
    </SiteLayout>
  );
}

function GiftBox() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const box = page.box as NonNullable<typeof page.box>;
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const navigate = useNavigate();
  // null until first opened: the drawer's code loads then.
  const [isOfferOpen, setOfferOpen] = useState<boolean | null>(null);
  const [isMapOpen, setMapOpen] = useState(false);
  const [selection, setSelection] = useState<SubElementSelection>(NO_SUB_ELEMENTS);
  // The physical format's cost and extras load when the drawer first shows them (S-295).
  const hasPhysical = box.formats.some((entry) => entry.format === 'physical');
  const shipping = useGiftShipping(locale, isOfferOpen !== null && hasPhysical);
  const subElements = useSubElements(locale, isOfferOpen !== null && box.format === 'physical');
  const offers = useBoxOffers(locale, box.code, page.offers);
  const offerHref = (offer: OfferCard) => productHref(market, offer.uri, 'gifting', CRITERIA);
  const cards = useResultCards(
    { kind: 'offers', offers: offers.cards, totalCount: offers.totalCount ?? 0, fallbacks: [] },
    { marketPath: market, flow: 'gifting', criteria: CRITERIA },
  );

  // S-294: the other format is the other box code; its path and giftFormat replace this one's.
  const changeFormat = (format: GiftFormat) => {
    const target = box.formats.find((entry) => entry.format === format);
    if (target)
      navigate(`${marketHref(market, target.uri)}?giftFormat=${format}`, {
        replace: true,
        preventScrollReset: true,
      });
  };

  return (
    <SiteLayout page="product" flow="gifting">
      <div className={styles.page}>
        <Breadcrumb
          items={[
            { label: t('boxListing.title'), href: marketHref(market, giftsRoute()) },
            { label: box.title },
          ]}
        />
        <LaterGallery images={box.images} name={box.title} />
        <div className={styles.main}>
          <section className={styles.section} aria-label={box.title}>
            <BoxOverview box={box} onOffer={() => setOfferOpen(true)} />
          </section>
          <BoxOffers
            totalCount={offers.totalCount}
            cards={cards}
            hasMore={offers.hasMore}
            isLoading={offers.isLoading}
            hasError={offers.hasError}
            onLoadMore={offers.loadMore}
            onOpenMap={() => setMapOpen(true)}
          />
        </div>
      </div>
      {isOfferOpen === null ? null : (
        <Suspense fallback={null}>
          <BoxFormatDrawer
            isOpen={isOfferOpen}
            onOpenChange={setOfferOpen}
            formats={box.formats.map((entry) => entry.format)}
            value={box.format}
            onChange={changeFormat}
            price={box.price.sellPrice}
            shipping={shipping}
            subElements={subElements}
            selection={selection}
            onSelectionChange={setSelection}
            confirmHref={marketHref(market, boxCheckoutRoute(box.code, box.format, selection))}
          />
        </Suspense>
      )}
      {isMapOpen ? (
        <Suspense fallback={null}>
          <BoxMap
            locale={locale}
            code={box.code}
            nights={box.nights}
            cards={offers.cards}
            onClose={() => setMapOpen(false)}
            offerHref={offerHref}
          />
        </Suspense>
      ) : null}
    </SiteLayout>
  );
}
