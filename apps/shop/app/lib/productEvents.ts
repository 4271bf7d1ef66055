import {
  type ActivityOnlyDetail,
  activityPriceFor,
  analyticsItem,
  itemsPush,
  type RecentlyViewedItem,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { recordRecentlyViewed } from './recentlyViewed';
import { push } from './track';

// A product page's data layer events (S-455) and its recently viewed (S-436): a chunk loaded once
// the page runs or is used, not with the page.

/** A stay's or an activity's page shows: view_item, and the product joins the recently viewed. */
export function productViewed(locale: Locale, viewed: RecentlyViewedItem): void {
  const category = viewed.type === 'STAY' ? 'stay' : 'activity';
  push(itemsPush('view_item', [analyticsItem(category, viewed.id, viewed.label, viewed.price)]));
  recordRecentlyViewed(locale, viewed);
}

/** add_to_cart: a stay booked, on its way to the checkout, at its quoted price. */
export function stayAddedToCart(id: number, label: string, cents: number | null): void {
  push(itemsPush('add_to_cart', [analyticsItem('stay', id, label, cents)]));
}

/** personalization_item: a stay's gift personalisation opens. */
export function giftPersonalisationOpened(id: number, label: string): void {
  push(itemsPush('personalization_item', [analyticsItem('stay', id, label)]));
}

/** add_to_cart: an activity's Continue, for its participants' price. */
export function activityAddedToCart(activity: ActivityOnlyDetail, adults: number): void {
  const price = activityPriceFor(activity.prices, adults);
  push(
    itemsPush('add_to_cart', [
      analyticsItem('activity', activity.id, activity.label, price?.sellPrice ?? null),
    ]),
  );
}
