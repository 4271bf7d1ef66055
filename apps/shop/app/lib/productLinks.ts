import type { BreadcrumbItem } from '@escale/blocks';
import { DEFAULT_CRITERIA, type Flow, marketHref, type ReviewsLoader, stayRoute } from '@escale/domain';
import { loadReviews } from './productData';
import { searchHref } from './searchUrl';

// Links between the product pages (002 §2 Routes and links).

/** A stay product page; gifting in the query. */
export function stayHref(marketPath: string, offerId: number, flow: Flow): string {
  return marketHref(marketPath, stayRoute(offerId, flow));
}

/** The places of a breadcrumb, each a search of that place, then the page itself. */
export function breadcrumbItems(
  marketPath: string,
  places: readonly { kind: 'country' | 'region' | 'department' | 'city'; id: string; label: string }[],
  pageLabel: string,
  flow: Flow = 'booking',
): BreadcrumbItem[] {
  return [
    ...places.map((place) => ({
      label: place.label,
      href: searchHref(marketPath, { ...DEFAULT_CRITERIA, [place.kind]: place.id }, { flow }),
    })),
    { label: pageLabel },
  ];
}

/** The reviews modal's loader for a hotel. */
export function productReviewsLoader(hotelId: number): ReviewsLoader {
  return (query, signal) => loadReviews(hotelId, query, signal);
}
