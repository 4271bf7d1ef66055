import { type AnalyticsItem, analyticsItem, type Flow, itemsPush } from '@escale/domain';
import type { SearchResults } from './searchData';
import { push } from './track';

// A result list's data layer events (S-455): a chunk loaded once the list shows, not with the page.

/** The items of a result list, in order, as its view_item_list event names them (S-455). */
function listItems(results: SearchResults): AnalyticsItem[] {
  if (results.kind === 'activities') {
    return results.centres
      .flatMap((centre) => centre.activityOnlyPackages)
      .map(({ activityOnlyVoucher: voucher }, index) =>
        analyticsItem('activity', voucher.id, voucher.label, null, index),
      );
  }
  return results.offers.map((offer, index) =>
    analyticsItem('stay', offer.id, offer.label, offer.sellPrice ?? null, index),
  );
}

/** view_item_list: a result list shows, named after its flow. */
export function listViewed(results: SearchResults, flow: Flow): void {
  push(itemsPush('view_item_list', listItems(results), flow));
}

/** select_item: the card at `index` of the list is followed to its product. */
export function listItemSelected(results: SearchResults, flow: Flow, index: number): void {
  const item = listItems(results)[index];
  if (item) push(itemsPush('select_item', [item], flow));
}
