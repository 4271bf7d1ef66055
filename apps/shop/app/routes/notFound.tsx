import { NotFound } from '@escale/blocks';
import { DEFAULT_CRITERIA } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { translate } from '@escale/i18n/core';
import { lazy, Suspense, useEffect } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useLocation } from 'react-router';
import type { Expired } from '../components/ExpiredOfferView';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { apiBeacon, apiGet, isAbort } from '../lib/api';
import { marketOfRequest } from '../lib/market';
import { loadHotelOffers } from '../lib/searchExtras';
import { headMeta } from '../lib/seo';
import { dataOr, useLoad } from '../lib/useLoad';
import { useRootData } from '../root';

// The 404 page (000 §2): any path that matches no page, with status 404 and robots noindex. When
// the hash names a hotel that still has offers, it becomes the expired-offer page (S-185…S-188).

export function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  return data(
    {
      locale,
      origin,
      path: new URL(request.url).pathname,
      title: translate(locale, 'notFound.title'),
      description: translate(locale, 'notFound.text'),
    },
    { status: 404 },
  );
}

export const meta: MetaFunction<typeof loader> = headMeta((page) => ({
  path: '/',
  canonicalPath: page.path,
  robots: 'noindex',
}));

const loadExpiredView = () => import('../components/ExpiredOfferView');
const ExpiredOfferView = lazy(loadExpiredView);

/** The expired-offer page's data (S-185…S-188): the hotel's other offers and a few articles; null without offers. */
async function loadExpired(locale: Locale, hotelId: number, signal: AbortSignal): Promise<Expired | null> {
  const [offers, articles] = await Promise.all([
    loadHotelOffers(locale, DEFAULT_CRITERIA, 'booking', hotelId, signal),
    apiGet('/content/articles', locale, { limit: 4 }, 'articles', signal).catch(
      (error: unknown): Expired['articles'] => {
        if (isAbort(error)) throw error;
        return [];
      },
    ),
  ]);
  const first = offers[0];
  return first ? { hotelName: first.hotel.label, offers, articles } : null;
}

/** The hotel named by the hash (`#hotelId=…`, or `hotel=` as result links write it). */
function hotelIdOfHash(hash: string): number | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = Number(params.get('hotelId') ?? params.get('hotel'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const ErrorBoundary = RouteErrorBoundary;

export default function NotFoundPage() {
  const { locale, marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();

  // The 404 is reported once per page (S-189, G-50).
  useEffect(() => {
    apiBeacon('/error', { uri: `${location.pathname}${location.search}${location.hash}`, locale });
  }, [location.pathname, location.search, location.hash, locale]);

  const hotelId = hotelIdOfHash(location.hash);
  const loaded = useLoad(
    hotelId === null ? null : `expired|${locale}|${hotelId}`,
    (signal) => loadExpired(locale, hotelId ?? 0, signal),
    { report: true },
  );
  const expired = dataOr(loaded, null);
  // The expired-offer page's code loads alongside its data.
  useEffect(() => {
    if (hotelId !== null) loadExpiredView();
  }, [hotelId]);

  // The 404 stays until the expired-offer page's code has come.
  const notFound = <NotFound homeHref={market || '/'} />;
  return (
    <SiteLayout>
      <div className={layout.content}>
        {expired ? (
          <Suspense fallback={notFound}>
            <ExpiredOfferView expired={expired} market={market} />
          </Suspense>
        ) : (
          notFound
        )}
      </div>
    </SiteLayout>
  );
}
