import { FlowTabs, ResultGrid, ResultHeader, ResultNotice, SearchHeader, SortMenu } from '@escale/blocks';
import {
  boxBlockHrefs,
  clearAllFilters,
  type OfferCard as OfferCardData,
  pageHref,
  paginationModel,
  relLinks,
  resultPageSize,
  type SearchCriteria,
  type SortKey,
  searchPageQuery,
} from '@escale/domain';
import { pathAfterMarket } from '@escale/i18n/core';
import { Suspense, useState } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
} from 'react-router';
import * as layout from '../components/layout.css';
import { useResultCards } from '../components/ResultCards';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { LaterActivitySearchForm, LaterSearchBox } from '../components/searchForms';
import {
  FiltersModal,
  LaterActionBar,
  LaterBoxBlock,
  LaterFilterBar,
  LaterGiftBlock,
  LaterSearchPageEnd,
  LaterTargetedBanner,
  SearchOverlays,
} from '../components/searchPageParts';
import { ApiRequestError } from '../lib/api';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { productHref } from '../lib/cardLinks';
import { useActivityNames, useFacets, useHotelOffersDrawer, useSearchMap } from '../lib/searchExtras';
import { useFlowHrefs } from '../lib/searchFlows';
import { loadSearchRoute } from '../lib/searchRoute';
import { indexableOf, pageMeta } from '../lib/seo';
import { useSearchBoxProps } from '../lib/useSearchBox';
import { useSearchPage } from '../lib/useSearchPage';
import { useRootData } from '../root';

// The search page of every flow (000 §2 Search page, §4): /search (booking, gifting, hotel),
// /activities/search and the /city/{slug} landings. The server renders what the path and query
// decide; the hash's criteria apply after hydration.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadSearchRoute(request, params).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data(page, { headers: cacheHeaders('search') });
}

export const headers = loaderHeaders;

/** The browser loads what the hash, page and flow change; the server only when the path changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false);

/**
 * Canonical and rel prev/next from the URL on screen (S-451): a pagination link is followed in the
 * browser without calling the loader again, so the page and query come from `location`.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  if (!page) return [];
  const query = searchPageQuery(location.search);
  const model = paginationModel({
    page: query.page,
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
    path: pathAfterMarket(location.pathname),
    search: query.withPage,
    links: relLinks(model, (target) =>
      pageHref({ pathname: location.pathname, search: query.canonical }, target),
    ),
  });
};

export const ErrorBoundary = RouteErrorBoundary;

export default function SearchPage() {
  const server = useLoaderData<typeof loader>();
  const { locale, marketPath, isCustomerCare, chrome } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const searchBox = useSearchBoxProps();
  const { url, clock, flow, page, criteria, isLoading, hasError, content, results, destination, go } =
    useSearchPage(server);

  const facets = useFacets(locale, flow);
  const activityNames = useActivityNames(locale, criteria.tags);
  // null until the filters first open: the modal's code loads then, and it stays for its exit.
  const [isFiltersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const [isSortOpen, setSortOpen] = useState(false);
  const map = useSearchMap(locale, flow, criteria);
  const offersDrawer = useHotelOffersDrawer(locale, flow, criteria);

  const cards = useResultCards(results, {
    marketPath: market,
    flow,
    criteria,
    priorityCount: 3,
    onSeeOtherOffers: flow === 'activity' ? undefined : offersDrawer.open,
  });
  const offerHref = (offer: OfferCardData) => productHref(market, offer.uri, flow, criteria);
  const fallbacks = results?.kind === 'offers' ? results.fallbacks : [];
  const exactCount = isLoading ? null : (results?.totalCount ?? 0);
  const hasLocation = criteria.lat !== undefined && criteria.lng !== undefined;
  const flowHrefs = useFlowHrefs(market, flow, criteria, clock);

  const searchForm = {
    ...searchBox,
    criteria,
    destinationLabel: destination?.name ?? '',
    actionHref: url.pathname,
    onSearch: (next: SearchCriteria) => go(next, { from: 'searchbar' }),
  };
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
    <SiteLayout page="search" flow={flow} flowHrefs={flowHrefs} announcements={server.announcements}>
      <SearchHeader title={content.title} subtitle={content.subtitle} image={content.headerImage}>
        {flow === 'activity' ? (
          <LaterActivitySearchForm {...searchForm} />
        ) : (
          <LaterSearchBox {...searchForm} flow={flow} />
        )}
      </SearchHeader>
      <div className={layout.content}>
        <FlowTabs flow={flow} hrefs={flowHrefs} />
        <LaterFilterBar {...filterProps} />
        <ResultHeader count={exactCount} flow={flow} onOpenMap={map.open}>
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
          fallbackCount={isLoading ? null : fallbacks.reduce((sum, block) => sum + block.offers.length, 0)}
          hasError={hasError}
          onRemoveAllFilters={() => go(clearAllFilters(criteria))}
          onReload={() => window.location.reload()}
        />
        <LaterTargetedBanner
          locale={locale}
          flow={flow}
          criteria={criteria}
          marketPath={market}
          initial={server.targetedBanner}
        />
        <ResultGrid
          items={cards}
          locale={locale}
          isCustomerCare={isCustomerCare}
          isLoading={isLoading}
          giftBlock={<LaterGiftBlock content={chrome?.giftContent} headingLevel={2} />}
          boxBlock={
            <LaterBoxBlock
              block={server.boxBlock && boxBlockHrefs(server.boxBlock, market)}
              headingLevel={2}
            />
          }
        />
        <LaterSearchPageEnd
          market={market}
          flow={flow}
          criteria={criteria}
          results={results}
          page={page}
          location={{ pathname: location.pathname, search: location.search, hash: location.hash }}
          content={content}
        />
      </div>
      <LaterActionBar
        flow={flow}
        criteria={criteria}
        destination={destination}
        onOpenFilters={() => setFiltersOpen(true)}
        onOpenMap={map.open}
        onOpenSort={() => setSortOpen(true)}
      />
      {isFiltersOpen === null ? null : (
        <Suspense fallback={null}>
          <FiltersModal {...filterProps} isOpen={isFiltersOpen} onOpenChange={setFiltersOpen} />
        </Suspense>
      )}
      {map.isOpen || offersDrawer.drawer ? (
        <Suspense fallback={null}>
          <SearchOverlays
            flow={flow}
            criteria={criteria}
            destination={destination}
            map={map}
            offersDrawer={offersDrawer}
            offerHref={offerHref}
            onSearch={go}
          />
        </Suspense>
      ) : null}
    </SiteLayout>
  );
}
