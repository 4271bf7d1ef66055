import {
  type ActivityOnlyDetail,
  activityRoute,
  type ProductPage,
  type RecentlyViewedItem,
  stayRoute,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useEffect } from 'react';

/**
 * A product page once it runs: a stay or an activity on sale joins the visitor's recently viewed
 * (S-436), and the page pushes view_item (S-455): their code loads then, not with the page.
 */
export function useProductViewed(locale: Locale, item: RecentlyViewedItem | null): void {
  // The item is built on each render: it counts again only when it changes.
  const key = item ? JSON.stringify(item) : null;
  useEffect(() => {
    if (!key) return;
    const viewed = JSON.parse(key) as RecentlyViewedItem;
    void import('./productEvents').then((events) => events.productViewed(locale, viewed));
  }, [locale, key]);
}

/** A stay page's entry: none for an offer no longer sold. */
export function stayViewed(id: number, { offer, hotel, price }: ProductPage): RecentlyViewedItem | null {
  if (!offer.active) return null;
  return {
    type: 'STAY',
    id,
    label: offer.label,
    imageUrl: offer.images[0]?.sizes['640_360'] ?? '',
    price: price?.sellPrice ?? null,
    hotel: hotel.label,
    uri: stayRoute(id),
  };
}

/** An activity page's entry, at its lowest price: none for an activity no longer sold. */
export function activityViewed(activity: ActivityOnlyDetail): RecentlyViewedItem | null {
  if (!activity.published) return null;
  const prices = activity.prices.map((price) => price.sellPrice);
  return {
    type: 'ACTIVITY',
    id: activity.id,
    label: activity.label,
    imageUrl: activity.images[0]?.sizes['640_360'] ?? '',
    price: prices.length > 0 ? Math.min(...prices) : null,
    hotel: activity.mainActivityCenter.label,
    uri: activityRoute(activity.id),
  };
}
