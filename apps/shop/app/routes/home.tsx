import { Jumbotron, SearchBox } from '@escale/blocks';
import {
  DEFAULT_CRITERIA,
  firesGiftLandingTest,
  giftsRoute,
  homeFlowOf,
  marketHref,
  type SearchCriteria,
  searchPath,
} from '@escale/domain';
import { deferred, useHydrated } from '@escale/ui';
import { lazy, Suspense } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useNavigate,
} from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { loadAnnouncements } from '../lib/banners';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { loadHome } from '../lib/homeData';
import { marketOfRequest } from '../lib/market';
import { searchHref } from '../lib/searchUrl';
import { indexableOf, pageMeta } from '../lib/seo';
import { useSearchBoxProps } from '../lib/useSearchBox';
import { useRootData } from '../root';

/** The home page of a flow (001 §2.1, S-381, S-382): jumbotron with the search box, top search results. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin, marketPath } = marketOfRequest(request);
  const url = new URL(request.url);
  // S-383: the campaign's visitors of the gifting home land on the gifts page, with their query.
  if (firesGiftLandingTest(url.searchParams)) {
    url.searchParams.delete('flow');
    throw redirect(`${marketHref(marketPath ?? '', giftsRoute())}${url.search}`, 302);
  }
  const flow = homeFlowOf(url.searchParams.get('flow'));
  const [home, announcements] = await Promise.all([
    loadHome(locale, flow),
    loadAnnouncements(locale, 'home', flow, marketPath ?? ''),
  ]);
  return data(
    { ...home, announcements, origin, locale, search: flow === 'booking' ? '' : `?flow=${flow}` },
    { headers: cacheHeaders('content') },
  );
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: home, matches }) =>
  home
    ? pageMeta({
        indexable: indexableOf(matches),
        title: home.content.seo.title,
        description: home.content.seo.description,
        robots: home.content.seo.robots,
        image: home.content.jumbotron.image.sizes['960_540'],
        locale: home.locale,
        origin: home.origin,
        path: '/',
        search: home.search,
      })
    : [];

/**
 * The blocks of top results are below the jumbotron: the server renders them, and their code (cards,
 * galleries, carousels) loads when they near the window or are used. Each block wakes on its own:
 * the first is often in view at once, and the others' 400 elements need not be drawn again with it.
 */
const LaterHomeBlock = deferred(() =>
  import('../components/HomeBlocks').then((module) => module.loadHomeBlock()),
);

const RecentlyViewedSection = lazy(() => import('../components/RecentlyViewedSection'));

/** The visitor's recently viewed stays (S-436): kept in the browser, so drawn once the page runs. */
function LaterRecentlyViewed() {
  const isHydrated = useHydrated();
  return isHydrated ? (
    <Suspense fallback={null}>
      <RecentlyViewedSection />
    </Suspense>
  ) : null;
}

export const ErrorBoundary = RouteErrorBoundary;

export default function HomePage() {
  const { flow, content, blocks, announcements } = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  const market = marketPath ?? '';
  const navigate = useNavigate();
  const searchBox = useSearchBoxProps();
  const onSearch = (criteria: SearchCriteria) =>
    navigate(searchHref(market, criteria, { flow, from: 'searchbar' }));
  return (
    <SiteLayout page="home" flow={flow} announcements={announcements}>
      <Jumbotron
        title={content.jumbotron.title}
        subtitle={content.jumbotron.subtitle}
        image={content.jumbotron.image}
      >
        <SearchBox
          {...searchBox}
          flow={flow}
          criteria={DEFAULT_CRITERIA}
          actionHref={marketHref(market, searchPath(flow))}
          onSearch={onSearch}
        />
      </Jumbotron>
      <div className={layout.content}>
        {blocks.map((block) => (
          <LaterHomeBlock key={block.block.title} {...block} marketPath={market} />
        ))}
        <LaterRecentlyViewed />
      </div>
    </SiteLayout>
  );
}
