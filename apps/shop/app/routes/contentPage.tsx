import { ContentPage } from '@escale/blocks';
import { contentPageRoute } from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { lazy, Suspense } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { apiGet } from '../lib/api';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { orNotFound, pageBase } from '../lib/pageLoad';
import { indexableOf, pageMeta, pageModelMeta } from '../lib/seo';
import { useRootData } from '../root';

const NotFoundPage = lazy(() => import('./notFound'));
const ConsentSettings = lazy(() =>
  import('../components/Consent').then((module) => ({ default: module.ConsentSettings })),
);

/**
 * The cookie policy's consent settings: the choice is the browser's, so they render there only.
 * Asked here, not by the route: the 404 page hydrates after the route (its code comes later), and
 * its layout must still find the page hydrating, as the server rendered it.
 */
function ConsentSettingsInBrowser() {
  const isHydrated = useHydrated();
  return isHydrated ? (
    <div className={layout.content}>
      <div className={layout.narrow}>
        <Suspense fallback={null}>
          <ConsentSettings />
        </Suspense>
      </div>
    </div>
  ) : null;
}

// Escale's own pages under a market (the footer's terms, privacy, cookies, partner signup and press
// room): /{slug} in the market's language. Any other one-segment path is the 404 page.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const slug = params.slug ?? '';
  const page = await orNotFound(() =>
    apiGet(`/content/pages/${encodeURIComponent(slug)}`, market.locale, {}, 'contentPage'),
  );
  if (!page) return data({ ...base, slug, page: null }, { status: 404, headers: cacheHeaders('private') });
  return data({ ...base, slug, page }, { headers: cacheHeaders('content') });
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const indexable = indexableOf(matches);
  const path = contentPageRoute(loaded.slug);
  const { page } = loaded;
  if (!page) {
    return pageMeta({
      indexable,
      ...loaded.notFound,
      locale: loaded.locale,
      origin: loaded.origin,
      path,
      robots: 'noindex',
    });
  }
  return pageModelMeta(
    {
      indexable,
      title: page.title,
      description: page.description,
      locale: loaded.locale,
      origin: loaded.origin,
      path,
    },
    page.pageModel,
  );
};

export const ErrorBoundary = RouteErrorBoundary;

export default function ContentPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  if (!page) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <SiteLayout>
      <ContentPage page={page} homeHref={marketPath ?? '/'} />
      {page.id === 'cookies' ? <ConsentSettingsInBrowser /> : null}
    </SiteLayout>
  );
}
