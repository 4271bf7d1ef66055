import { ExpiredOffer, NotFound, OfferCard, SearchBox } from '@escale/blocks';
import {
  type Article,
  articleHrefs,
  cardViewFor,
  DEFAULT_CRITERIA,
  marketHref,
  type OfferCard as OfferCardData,
  searchPath,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { translate } from '@escale/i18n/core';
import { useEffect } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useLocation, useNavigate } from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { apiBeacon, apiGet, isAbort } from '../lib/api';
import { productHref } from '../lib/cardLinks';
import { marketOfRequest } from '../lib/market';
import { loadHotelOffers } from '../lib/searchExtras';
import { searchHref } from '../lib/searchUrl';
import { indexableOf, pageMeta } from '../lib/seo';
import { dataOr, useLoad } from '../lib/useLoad';
import { useSearchBoxProps } from '../lib/useSearchBox';
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

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  page
    ? pageMeta({
        indexable: indexableOf(matches),
        title: page.title,
        description: page.description,
        locale: page.locale,
        origin: page.origin,
        path: '/',
        canonicalPath: page.path,
        robots: 'noindex',
      })
    : [];

interface Expired {
  hotelName: string;
  offers: OfferCardData[];
  articles: Article[];
}

/** The expired-offer page's data (S-185…S-188): the hotel's other offers and a few articles; null without offers. */
async function loadExpired(locale: Locale, hotelId: number, signal: AbortSignal): Promise<Expired | null> {
  const [offers, articles] = await Promise.all([
    loadHotelOffers(locale, DEFAULT_CRITERIA, 'booking', hotelId, signal),
    apiGet('/content/articles', locale, { limit: 4 }, 'articles', signal).catch(
      (error: unknown): Article[] => {
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
  const navigate = useNavigate();
  const searchBox = useSearchBoxProps();

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

  return (
    <SiteLayout>
      <div className={layout.content}>
        {expired ? (
          <ExpiredOffer
            hotelName={expired.hotelName}
            articles={articleHrefs(expired.articles, market)}
            offers={expired.offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                view={cardViewFor('booking')}
                flow="booking"
                href={productHref(market, offer.uri, 'booking', DEFAULT_CRITERIA)}
              />
            ))}
            searchForm={
              <SearchBox
                {...searchBox}
                flow="booking"
                criteria={DEFAULT_CRITERIA}
                actionHref={marketHref(market, searchPath('booking'))}
                onSearch={(criteria) =>
                  navigate(searchHref(market, criteria, { flow: 'booking', from: 'searchbar' }))
                }
              />
            }
          />
        ) : (
          <NotFound homeHref={market || '/'} />
        )}
      </div>
    </SiteLayout>
  );
}
