import { Confirmation } from '@escale/blocks';
import { translate } from '@escale/i18n/core';
import { SkipLink } from '@escale/ui';
import { lazy, Suspense, useEffect } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRevalidator,
} from 'react-router';
import * as styles from '../components/checkoutPage.css';
import { LaterHeader } from '../components/chrome';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { cacheHeaders } from '../lib/cachePolicy';
import { loadOrder, orderAccessOf } from '../lib/checkoutData';
import { orNotFound, pageBase } from '../lib/pageLoad';
import { indexableOf, pageMeta } from '../lib/seo';
import { useRootData } from '../root';

const NotFoundPage = lazy(() => import('./notFound'));

// The confirmation page (002 §2, G-62): /confirmation/{orderUUID}?status=success&gaId=…. A payment
// still pending is asked again every second until its provider settles it. Only the browser that
// placed the order sees it: the checkout left its access token in a cookie; without it, the id alone
// is a page not found.

const PENDING_POLL_MS = 1_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const orderUUID = params.orderUUID ?? '';
  const accessToken = orderAccessOf(request, orderUUID);
  const order = accessToken ? await orNotFound(() => loadOrder(market.locale, orderUUID, accessToken)) : null;
  const page = { ...base, title: translate(market.locale, 'confirmation.metaTitle'), order };
  return order ? data(page, { headers: cacheHeaders('private') }) : data(page, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  page
    ? pageMeta({
        indexable: indexableOf(matches),
        title: page.order ? page.title : page.notFound.title,
        description: '',
        locale: page.locale,
        origin: page.origin,
        path: '/confirmation',
        robots: 'noindex, nofollow',
      })
    : [];

export const ErrorBoundary = RouteErrorBoundary;

export default function ConfirmationPage() {
  const { order } = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  const market = marketPath ?? '';
  const revalidator = useRevalidator();
  const isPending = order?.status === 'PENDING';

  useEffect(() => {
    if (!isPending || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => revalidator.revalidate(), PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [isPending, revalidator]);

  if (!order) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <>
      <SkipLink targetId="main" />
      <LaterHeader variant="checkout" marketPath={market || '/'} backHref={market || '/'} />
      <main id="main" tabIndex={-1} className={styles.page}>
        <Confirmation order={order} homeHref={market || '/'} />
      </main>
    </>
  );
}
