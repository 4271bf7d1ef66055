import {
  ActionBar,
  ActivitySearchForm,
  BoxBlock,
  FallbackBlocks,
  FilterBar,
  FiltersModal,
  FlowTabs,
  GiftBlock,
  HotelOffersDrawer,
  MapModal,
  OfferCard,
  ResultGrid,
  ResultHeader,
  ResultNotice,
  SearchBox,
  SearchHeader,
  SearchPagination,
  SeoText,
  ServiceNotice,
  SortMenu,
} from '@escale/blocks';
import {
  applyDestination,
  applyUserLocation,
  type BoxBlock as BoxBlockData,
  boxBlockHrefs,
  boxBlockSchema,
  clearAllFilters,
  type Flow,
  flowMemoryOf,
  flows,
  type MapMarker,
  marketHref,
  type OfferCard as OfferCardData,
  pageHref,
  paginationModel,
  relLinks,
  resultPageSize,
  type SearchCriteria,
  type SortKey,
  showsInlinePromoBlocks,
  suggestionGroupsSchema,
  switchFlow,
  zoomForDestination,
} from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useEffect, useState } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import * as layout from '../components/layout.css';
import { useResultCards } from '../components/ResultCards';
import { SiteLayout } from '../components/SiteLayout';
import { ApiRequestError, apiGet, isAbort } from '../lib/api';
import { productHref } from '../lib/cardLinks';
import { marketClock } from '../lib/clock';
import { marketOfRequest } from '../lib/market';
import { loadSearchPage, type SearchRequest } from '../lib/searchData';
import { loadHotelOffers, loadMarkers, useActivityNames, useFacets } from '../lib/searchExtras';
import { criteriaOfUrl, flowOfUrl, landingCriteria, pageOfUrl, searchHref } from '../lib/searchUrl';
import { indexableOf, pageMeta } from '../lib/seo';
import { useSearchBoxProps } from '../lib/useSearchBox';
import { useSearchPageData } from '../lib/useSearchPageData';
import { useFlowMemory } from '../lib/visitorState';
import { useRootData } from '../root';

// The search page of every flow (000 §2 Search page, §4): /search (booking, gifting, hotel),
// /activities/search and the /city/{slug} landings. The server renders what the path and query
// decide; the hash's criteria apply after hydration.

/**
 * A destination typed before JavaScript loaded (the search box's plain form): its first suggestion.
 */
async function destinationOfText(criteria: SearchCriteria, text: string | null, request: SearchRequest) {
  if (!text?.trim()) return criteria;
  const groups = await apiGet(
    '/api/autocomplete-geonames.json',
    request.locale,
    { term: text.trim(), maxResults: 1 },
    suggestionGroupsSchema,
  ).catch(() => []);
  const first = groups[0];
  const suggestion = first?.items[0];
  return first && suggestion ? applyDestination(criteria, first.category, suggestion.id) : criteria;
}

async function loadBoxBlock(request: SearchRequest, isCustomerCare: boolean): Promise<BoxBlockData | null> {
  if (!showsInlinePromoBlocks({ locale: request.locale, isCustomerCare })) return null;
  return apiGet('/api/cms/box-block-serp', request.locale, {}, boxBlockSchema).catch((error: unknown) => {
    console.error(error);
    return null;
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = marketOfRequest(request);
  const marketPath = market.marketPath ?? '';
  const url = new URL(request.url);
  const flow = flowOfUrl(url, marketPath);
  const clock = marketClock(market.locale);
  const landing = landingCriteria(params);
  const base: SearchRequest = {
    locale: market.locale,
    flow,
    page: pageOfUrl(url),
    criteria: criteriaOfUrl(url, landing, clock, ''),
  };
  const searchRequest = {
    ...base,
    criteria: await destinationOfText(base.criteria, url.searchParams.get('destination'), base),
  };
  const [page, boxBlock] = await Promise.all([
    loadSearchPage(searchRequest).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }),
    loadBoxBlock(searchRequest, market.isCustomerCare),
  ]);
  return data(
    {
      ...page,
      flow,
      pageNumber: searchRequest.page,
      criteria: searchRequest.criteria,
      landing,
      boxBlock,
      origin: market.origin,
      locale: market.locale,
      pathname: url.pathname,
      search: url.search,
    },
    { headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=300' } },
  );
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

/** The browser loads what the hash, page and flow change; the server only when the path changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false);

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const query = new URLSearchParams(page.search);
  const kept = new URLSearchParams();
  const flowParam = query.get('flow');
  if (flowParam) kept.set('flow', flowParam);
  const canonicalQuery = kept.toString() ? `?${kept.toString()}` : '';
  if (page.pageNumber > 0) kept.set('page', String(page.pageNumber));
  const search = kept.toString() ? `?${kept.toString()}` : '';
  const model = paginationModel({
    page: page.pageNumber,
    pageSize: resultPageSize,
    total: page.results?.totalCount ?? 0,
  });
  return pageMeta({
    indexable: indexableOf(matches),
    title: page.content.seo.title,
    description: page.content.seo.description,
    robots: page.content.seo.robots,
    image: page.content.headerImage.sizes['960_540'],
    locale: page.locale,
    origin: page.origin,
    path: pathAfterMarket(page.pathname),
    search,
    links: relLinks(model, (target) => pageHref({ pathname: page.pathname, search: canonicalQuery }, target)),
  });
};

/** `/be/fr/search` → `/search`. */
function pathAfterMarket(pathname: string): string {
  const parts = pathname.split('/');
  return `/${parts.slice(parts[1] === 'be' ? 3 : 2).join('/')}`;
}

export default function SearchPage() {
  const server = useLoaderData<typeof loader>();
  const { locale, marketPath, isCustomerCare, chrome } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const searchBox = useSearchBoxProps();
  const [flowMemory, setFlowMemory] = useFlowMemory();
  const clock = marketClock(locale);

  const url = new URL(`${location.pathname}${location.search}`, 'http://shop');
  const flow = hydrated ? flowOfUrl(url, market) : server.flow;
  const page = hydrated ? pageOfUrl(url) : server.pageNumber;
  const criteria = hydrated ? criteriaOfUrl(url, server.landing, clock, location.hash) : server.criteria;
  const request: SearchRequest = { locale, flow, criteria, page };
  const state = useSearchPageData(request, server);
  const content = state.data?.content ?? server.content;
  const results = state.isLoading || state.isError ? null : (state.data?.results ?? null);
  const destination = state.data?.destination ?? null;

  // A search sent before JavaScript loaded has its criteria in the query: move them to the hash.
  useEffect(() => {
    if (
      !location.hash &&
      location.search &&
      /[?&](a|city|destination|checkin|theme)=/.test(location.search)
    ) {
      navigate(searchHref(market, criteria, { flow, page }), { replace: true });
    }
  }, [location.hash, location.search, market, criteria, flow, page, navigate]);

  const go = (next: SearchCriteria, options: { from?: 'searchbar'; flow?: typeof flow } = {}) =>
    navigate(searchHref(market, next, { flow: options.flow ?? flow, from: options.from }));

  const facets = useFacets(locale, flow);
  const activityNames = useActivityNames(locale, criteria.tags);
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const [isSortOpen, setSortOpen] = useState(false);

  const [map, setMap] = useState<{
    markers: MapMarker[];
    selected: MapMarker | null;
    card: OfferCardData | null;
  } | null>(null);
  const openMap = () => {
    setMap({ markers: [], selected: null, card: null });
    loadMarkers(locale, criteria, flow).then(
      (markers) => setMap((current) => current && { ...current, markers }),
      (error: unknown) => console.error(error),
    );
  };
  const selectMarker = (marker: MapMarker | null) => {
    setMap((current) => current && { ...current, selected: marker, card: null });
    if (!marker) return;
    loadHotelOffers(locale, criteria, flow, marker.hotelId).then(
      (offers) =>
        setMap((current) =>
          current && current.selected === marker ? { ...current, card: offers[0] ?? null } : current,
        ),
      (error: unknown) => console.error(error),
    );
  };

  const [drawer, setDrawer] = useState<{
    offer: OfferCardData;
    offers: OfferCardData[];
    isLoading: boolean;
    error: unknown;
  } | null>(null);
  const seeOtherOffers = (offer: OfferCardData) => {
    setDrawer({ offer, offers: [], isLoading: true, error: null });
    loadHotelOffers(locale, criteria, flow, offer.hotel.id).then(
      (offers) => setDrawer((current) => current && { ...current, offers, isLoading: false }),
      (error: unknown) => {
        if (!isAbort(error)) setDrawer((current) => current && { ...current, isLoading: false, error });
      },
    );
  };

  const cards = useResultCards(results, {
    marketPath: market,
    flow,
    criteria,
    priorityCount: 3,
    onSeeOtherOffers: flow === 'activity' ? undefined : seeOtherOffers,
  });
  const offerHref = (offer: OfferCardData) => productHref(market, offer.uri, flow, criteria);
  const fallbacks = results?.kind === 'offers' ? results.fallbacks : [];
  const exactCount = state.isLoading ? null : (results?.totalCount ?? 0);
  const hasLocation = criteria.lat !== undefined && criteria.lng !== undefined;

  // What a stay search puts aside, for the way back from the activity flow (S-051).
  const memory = flow === 'activity' ? flowMemory : flowMemoryOf(criteria);
  const memoryKey = JSON.stringify(memory);
  useEffect(() => {
    if (hydrated && flow !== 'activity') setFlowMemory(JSON.parse(memoryKey));
  }, [hydrated, flow, memoryKey, setFlowMemory]);
  const flowHrefs = Object.fromEntries(
    flows.map((to) => [
      to,
      searchHref(market, switchFlow(criteria, flow, to, memory, clock).criteria, { flow: to }),
    ]),
  ) as Record<Flow, string>;

  const filterProps = {
    flow,
    facets: facets.facets,
    isLoading: facets.isLoading,
    activityNames,
    destination,
    criteria,
    onApply: (next: SearchCriteria) => go(next),
    onDraftChange: facets.onDraftChange,
    onPanelOpen: () => facets.onPanelOpen(criteria),
  };

  return (
    <SiteLayout page="search" flow={flow} flowHrefs={flowHrefs}>
      <SearchHeader title={content.title} subtitle={content.subtitle} image={content.headerImage}>
        {flow === 'activity' ? (
          <ActivitySearchForm
            {...searchBox}
            criteria={criteria}
            destinationLabel={destination?.name ?? ''}
            actionHref={url.pathname}
            onSearch={(next) => go(next, { from: 'searchbar' })}
          />
        ) : (
          <SearchBox
            {...searchBox}
            flow={flow}
            criteria={criteria}
            destinationLabel={destination?.name ?? ''}
            actionHref={url.pathname}
            onSearch={(next) => go(next, { from: 'searchbar' })}
          />
        )}
      </SearchHeader>
      <div className={layout.content}>
        <FlowTabs flow={flow} hrefs={flowHrefs} />
        <FilterBar {...filterProps} />
        <ResultHeader count={exactCount} flow={flow} onOpenMap={openMap}>
          <SortMenu
            flow={flow}
            hasLocation={hasLocation}
            value={criteria.sort}
            onChange={(sort: SortKey) => go({ ...criteria, sort })}
            isOpen={isSortOpen}
            onOpenChange={setSortOpen}
          />
        </ResultHeader>
        <ResultNotice
          exactCount={exactCount}
          fallbackCount={
            state.isLoading ? null : fallbacks.reduce((sum, block) => sum + block.offers.length, 0)
          }
          hasError={state.isError}
          onRemoveAllFilters={() => go(clearAllFilters(criteria))}
          onReload={() => window.location.reload()}
        />
        <ResultGrid
          items={cards}
          locale={locale}
          isCustomerCare={isCustomerCare}
          isLoading={state.isLoading}
          giftBlock={<GiftBlock content={chrome?.giftContent} headingLevel={2} />}
          boxBlock={
            <BoxBlock block={server.boxBlock && boxBlockHrefs(server.boxBlock, market)} headingLevel={2} />
          }
        />
        <FallbackBlocks
          flow={flow}
          offerHref={offerHref}
          blocks={fallbacks.map((block) => ({
            id: block.id,
            subtitles: block.subtitles,
            offers: block.offers,
            href: searchHref(market, block.criteria, { flow }),
          }))}
        />
        {results ? (
          <SearchPagination
            page={page}
            total={results.totalCount}
            location={{ pathname: location.pathname, search: location.search, hash: location.hash }}
            flow={flow}
          />
        ) : null}
        <SeoText
          paragraphs={content.seoText}
          links={content.suggestionLinks.map((link) => ({
            label: link.label,
            href: marketHref(market, link.uri),
          }))}
        />
        <ServiceNotice />
      </div>
      <ActionBar
        flow={flow}
        criteria={criteria}
        destination={destination}
        onOpenFilters={() => setFiltersOpen(true)}
        onOpenMap={openMap}
        onOpenSort={() => setSortOpen(true)}
      />
      <FiltersModal {...filterProps} isOpen={isFiltersOpen} onOpenChange={setFiltersOpen} />
      {map ? (
        <MapModal
          isOpen
          onOpenChange={(isOpen) => !isOpen && setMap(null)}
          markers={map.markers}
          selectedId={map.selected?.hotelId ?? null}
          onSelect={selectMarker}
          selectedCard={
            map.card ? (
              <OfferCard offer={map.card} view="CONDENSED" flow={flow} href={offerHref(map.card)} />
            ) : undefined
          }
          zoom={destination ? zoomForDestination(destination.kind) : undefined}
          center={destination ? { lat: destination.latitude, lng: destination.longitude } : undefined}
          isInteractive
          onSearchArea={({ lat, lng, radiusKm }) => {
            setMap(null);
            go(applyUserLocation(criteria, { lat, lng, distanceMin: 0, distanceMax: Math.ceil(radiusKm) }));
          }}
        />
      ) : null}
      {drawer ? (
        <HotelOffersDrawer
          hotel={drawer.offer.hotel}
          offers={drawer.offers}
          flow={flow}
          hasDates={Boolean(criteria.checkin)}
          isLoading={drawer.isLoading}
          error={drawer.error}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDrawer(null)}
          offerHref={offerHref}
        />
      ) : null}
    </SiteLayout>
  );
}
