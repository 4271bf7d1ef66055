import { PartnerBanner, PartnerConditions, PartnerStays } from '@escale/blocks';
import { marketHref, minisiteCriteria, minisiteLocaleOtherThan, minisiteRoute } from '@escale/domain';
import { useT } from '@escale/i18n';
import { marketOf, translate } from '@escale/i18n/core';
import { ThemeProvider } from '@escale/ui';
import { lazy, Suspense, useEffect } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import * as layout from '../components/layout.css';
import { useResultCards } from '../components/ResultCards';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { loadMinisite, type MinisitePage } from '../lib/minisiteData.server';
import { rememberMinisite } from '../lib/minisiteMemory';
import { pageBase } from '../lib/pageLoad';
import { indexableOf, pageMeta } from '../lib/seo';
import { useRootData } from '../root';

const NotFoundPage = lazy(() => import('./notFound'));

// A partner minisite (002 §2 Partner minisites; S-437…S-440, G-09): /partner/{minisiteUrl} under
// any market, shown in the minisite's own locale (another market's path leads to its own), in the
// partner's theme, with its banner, its stays and its conditions; an unknown url is the 404 page.
// The page remembers the minisite for the tab, so the order of a stay reached from it carries its
// id (S-439).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const url = params.minisiteUrl ?? '';
  const page = await loadMinisite(url, market.locale);
  if (!page) return data({ ...base, page: null }, { status: 404, headers: cacheHeaders('private') });
  const { minisite } = page;
  const own = minisiteLocaleOtherThan(minisite, market.locale);
  if (own) {
    const search = new URL(request.url).search;
    throw redirect(`${marketHref(marketOf(own).path, minisiteRoute(minisite.minisiteUrl))}${search}`, 302);
  }
  const partner = minisite.partnerName ?? '';
  return data(
    {
      ...base,
      page,
      title: translate(market.locale, 'partner.meta.title', { partner }),
      description: translate(market.locale, 'partner.banner.subtitle', { partner }),
    },
    { headers: cacheHeaders('content') },
  );
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const indexable = indexableOf(matches);
  const path = minisiteRoute(loaded.page?.minisite.minisiteUrl ?? '');
  const canonicalPath = marketHref(marketOf(loaded.locale).path, path);
  if (!loaded.page || !('title' in loaded)) {
    return pageMeta({
      indexable,
      ...loaded.notFound,
      locale: loaded.locale,
      origin: loaded.origin,
      path,
      robots: 'noindex',
    });
  }
  // A partner's page is for its members: kept out of search engines and the sitemap.
  return pageMeta({
    indexable,
    title: loaded.title,
    description: loaded.description,
    locale: loaded.locale,
    origin: loaded.origin,
    path,
    canonicalPath,
    robots: 'noindex',
    image: loaded.page.minisite.bannerUrls.desktop,
  });
};

export const ErrorBoundary = RouteErrorBoundary;

function MinisiteContent({ minisite, results }: Pick<MinisitePage, 'minisite' | 'results'>) {
  const t = useT();
  const { marketPath } = useRootData();
  const cards = useResultCards(results, {
    marketPath: marketPath ?? '',
    flow: 'booking',
    criteria: minisiteCriteria(minisite),
  });
  const partner = minisite.partnerName ?? '';
  return (
    <div className={layout.content}>
      <PartnerBanner partnerName={partner} bannerUrls={minisite.bannerUrls} logoUrl={minisite.logoUrl} />
      <PartnerStays title={t('partner.stays.title')} cards={cards} emptyText={t('partner.stays.empty')} />
      {minisite.footer ? <PartnerConditions text={minisite.footer} /> : null}
    </div>
  );
}

function MinisiteView({ minisite, themeStyle, results }: MinisitePage) {
  useEffect(() => rememberMinisite(minisite.minisiteId), [minisite.minisiteId]);
  return (
    <ThemeProvider
      theme={{
        name: `minisite-${minisite.minisiteId}`,
        style: themeStyle,
        logoUrl: minisite.logoUrl ?? undefined,
      }}
    >
      <SiteLayout>
        <MinisiteContent minisite={minisite} results={results} />
      </SiteLayout>
    </ThemeProvider>
  );
}

export default function PartnerRoute() {
  const { page } = useLoaderData<typeof loader>();
  if (!page) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <MinisiteView {...page} />;
}
