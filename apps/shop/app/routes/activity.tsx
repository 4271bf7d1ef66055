import { ActivityDetails, ActivityHeader, ActivityPurchasePanel, Breadcrumb } from '@escale/blocks';
import {
  type ActivityPurchaseMode,
  activityCheckoutHref,
  activityHash,
  activityPaxOf,
  activityRoute,
  marketHref,
  searchPath,
} from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { useHydrated } from '@escale/ui';
import { lazy, Suspense, useState } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import * as styles from '../components/productPage.css';
import { LaterProductGallery } from '../components/productParts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { apiGet } from '../lib/api';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { orNotFound, pageBase, pathId, revalidateOnOtherPath } from '../lib/pageLoad';
import { breadcrumbItems } from '../lib/productLinks';
import { indexableOf, pageMeta, pageModelMeta } from '../lib/seo';
import { activityViewed, useProductViewed } from '../lib/useProductViewed';
import { useRootData } from '../root';

const NotFoundPage = lazy(() => import('./notFound'));
/** The purchase modal: its code (a dialog) loads when a purchase button is first pressed. */
const ActivityPurchaseModal = lazy(() =>
  import('../components/activityPurchaseBlock').then((module) => ({ default: module.ActivityPurchaseModal })),
);

// The standalone activity page (001 §2.7; S-283…S-291, S-454): /activity/{id}, an activity
// voucher to buy for oneself or to offer. The participants are the hash key `a`; the purchase
// buttons open the modal (a drawer on a phone), whose Continue goes to the checkout.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { market, base } = pageBase(request);
  const id = pathId(params.id);
  const activity =
    id === null
      ? null
      : await orNotFound(() =>
          apiGet(`/api/activity-only/weekend/${id}/detail.json`, market.locale, {}, 'activityOnlyDetail'),
        );
  const page = {
    ...base,
    id: id ?? 0,
    activity,
    description: activity
      ? translate(market.locale, 'activityPage.metaDescription', {
          label: activity.label,
          place: activity.mainActivityCenter.location.label,
        })
      : '',
  };
  return activity ? data(page, { headers: cacheHeaders('product') }) : data(page, { status: 404 });
}

export const headers = loaderHeaders;

export const shouldRevalidate = revalidateOnOtherPath;

/** S-454: the page model's robots, canonical, title and alternates. */
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const indexable = indexableOf(matches);
  const path = activityRoute(page.id);
  const { activity } = page;
  if (!activity) {
    return pageMeta({
      indexable,
      ...page.notFound,
      locale: page.locale,
      origin: page.origin,
      path,
      robots: 'noindex',
    });
  }
  return pageModelMeta(
    {
      indexable,
      title: activity.pageModel.pageTitle,
      description: page.description,
      locale: page.locale,
      origin: page.origin,
      path,
      image: activity.images[0]?.sizes['960_540'],
    },
    activity.pageModel,
  );
};

export const ErrorBoundary = RouteErrorBoundary;

export default function ActivityPage() {
  const { activity } = useLoaderData<typeof loader>();
  if (!activity) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <ActivityProduct />;
}

function ActivityProduct() {
  const { activity: loaded } = useLoaderData<typeof loader>();
  const activity = loaded as NonNullable<typeof loaded>;
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  // The hash is the browser's: the server renders the default party, the page then reads `a`.
  const isHydrated = useHydrated();
  const adults = activityPaxOf(isHydrated ? location.hash : '', activity.prices);
  const [mode, setMode] = useState<ActivityPurchaseMode | null>(null);
  const [hasOpened, setOpened] = useState(false);
  useProductViewed(locale, activityViewed(activity));

  const setAdults = (value: number) =>
    navigate({ hash: activityHash(value) }, { replace: true, preventScrollReset: true });
  const buy = (chosen: ActivityPurchaseMode) => {
    setOpened(true);
    setMode(chosen);
  };

  return (
    <SiteLayout page="product" flow="activity">
      <div className={styles.page}>
        <Breadcrumb items={breadcrumbItems(market, activity.breadCrumb, activity.label, 'activity')} />
        <LaterProductGallery images={activity.images} name={activity.label} />
        <div className={styles.activityColumns}>
          <div className={styles.activityHeader}>
            <ActivityHeader activity={activity} />
          </div>
          <div className={styles.activityDetails}>
            <ActivityDetails activity={activity} />
          </div>
          <aside className={styles.activityPanel}>
            <ActivityPurchasePanel
              isPublished={activity.published}
              prices={activity.prices}
              adults={adults}
              onAdultsChange={setAdults}
              onBuy={buy}
              otherOffersHref={marketHref(market, searchPath('activity'))}
            />
          </aside>
        </div>
      </div>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ActivityPurchaseModal
            mode={mode}
            onClose={() => setMode(null)}
            label={activity.label}
            prices={activity.prices}
            adults={adults}
            checkoutHref={(shown) => activityCheckoutHref(market, activity.id, adults, shown)}
            onContinue={() =>
              void import('../lib/productEvents').then((events) =>
                events.activityAddedToCart(activity, adults),
              )
            }
          />
        </Suspense>
      ) : null}
    </SiteLayout>
  );
}
