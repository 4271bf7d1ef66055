import { JumbotronPromo, LandingTopBar, PromoCards, UspList } from '@escale/blocks';
import { landingRoute, marketHref } from '@escale/domain';
import { deferred } from '@escale/ui';
import { lazy, Suspense } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { type LandingBlockData, loadLanding } from '../lib/landingData';
import { orNotFound, pageBase } from '../lib/pageLoad';
import { indexableOf, pageMeta, pageModelMeta } from '../lib/seo';
import { useRootData } from '../root';

const NotFoundPage = lazy(() => import('./notFound'));
/** The blocks of results and boxes: the server renders them, their code loads as they near the window. */
const LaterHomeBlock = deferred(() =>
  import('../components/HomeBlocks').then((module) => module.loadHomeBlock()),
);

// A landing page (001 §2.2; S-379, S-384…S-389): /lp/{slug}, its content resolved from the slug and
// the market's language, its blocks in order, those whose countdown is over left out. The server
// renders it whole, so no search engine ever reads it half-loaded (S-453).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const slug = params.slug ?? '';
  const landing = await orNotFound(() => loadLanding(market.locale, slug, new Date()));
  const page = { ...base, slug, landing };
  return landing
    ? data(page, { headers: cacheHeaders('content') })
    : data(page, { status: 404, headers: cacheHeaders('private') });
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const indexable = indexableOf(matches);
  const path = landingRoute(page.slug);
  if (!page.landing) {
    return pageMeta({
      indexable,
      ...page.notFound,
      locale: page.locale,
      origin: page.origin,
      path,
      robots: 'noindex',
    });
  }
  const { seo, pageModel } = page.landing.page;
  return pageModelMeta(
    {
      indexable,
      title: seo.title,
      description: seo.description,
      locale: page.locale,
      origin: page.origin,
      path,
    },
    pageModel,
  );
};

export const ErrorBoundary = RouteErrorBoundary;

function Block({ data: blockData, marketPath }: { data: LandingBlockData; marketPath: string }) {
  const hrefOf = (url: string) => marketHref(marketPath, url);
  if ('results' in blockData || 'boxes' in blockData)
    return <LaterHomeBlock {...blockData} marketPath={marketPath} />;
  const { block } = blockData;
  switch (block.type) {
    case 'topBar':
      return <LandingTopBar block={block} hrefOf={hrefOf} />;
    case 'jumbotronPromo':
      return <JumbotronPromo block={block} hrefOf={hrefOf} />;
    case 'uspList':
      return <UspList block={block} />;
    case 'promoCards':
      return <PromoCards block={block} hrefOf={hrefOf} />;
  }
}

export default function LandingRoute() {
  const { landing } = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  if (!landing) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <SiteLayout>
      <div className={layout.content}>
        {landing.blocks.map((block, index) => (
          // Blocks have no id of their own: their order is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: the content's order never changes on the page.
          <Block key={`${block.block.type}-${index}`} data={block} marketPath={marketPath ?? ''} />
        ))}
      </div>
    </SiteLayout>
  );
}
