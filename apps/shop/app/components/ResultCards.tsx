import {
  type CardView,
  cardViewFor,
  type Flow,
  isInWishlist,
  marketHref,
  type OfferCard as OfferCardData,
  type SearchCriteria,
} from '@escale/domain';
import { deferred } from '@escale/ui';
import { type ReactNode, useEffect } from 'react';
import { productHref } from '../lib/cardLinks';
import { features } from '../lib/features';
import type { SearchResults } from '../lib/searchData';
import { useWishlist } from '../lib/visitorState';

export interface ResultCardsOptions {
  marketPath: string;
  flow: Flow;
  criteria: SearchCriteria;
  view?: CardView;
  /** The first row loads its pictures at once (the page's LCP candidates). */
  priorityCount?: number;
  onSeeOtherOffers?: (offer: OfferCardData) => void;
}

const loadCards = () => import('./cardBlocks');
const loadListEvents = () => import('../lib/listEvents');

/**
 * The result cards: the server renders them in full, and the browser renders each one over its
 * markup when it nears the window or is used, so that a page of 24 results does not hydrate 24
 * cards (and their galleries) before it answers. Their links work as plain links meanwhile. Their
 * code is not part of the page's first load: it comes right after (`preloadCards`), and a part
 * that renders cards in the browser loads it first.
 */
const LaterOfferCard = deferred(() => loadCards().then((cards) => cards.OfferCard));
const LaterActivityCard = deferred(() => loadCards().then((cards) => cards.ActivityCard));

export const preloadCards = () =>
  Promise.all([LaterOfferCard.preload(), LaterActivityCard.preload()]).then(() => undefined);

/**
 * The cards of a result list: one OfferCard per offer, one ActivityCard per activity voucher. The
 * list pushes view_item_list when it shows, and select_item as a card is followed (S-455).
 */
export function useResultCards(results: SearchResults | null, options: ResultCardsOptions): ReactNode[] {
  const wishlist = useWishlist();
  const { flow: listFlow } = options;
  useEffect(() => {
    if (results) void loadListEvents().then((events) => events.listViewed(results, listFlow));
  }, [results, listFlow]);
  // After hydration, cards that mount (a new search) render at once rather than after a microtask.
  useEffect(() => {
    preloadCards();
  }, []);
  if (!results) return [];
  const { marketPath, flow, criteria, priorityCount = 0, onSeeOtherOffers } = options;
  const selected = (index: number) => () =>
    void loadListEvents().then((events) => events.listItemSelected(results, flow, index));
  if (results.kind === 'activities') {
    const vouchers = results.centres.flatMap((centre) =>
      centre.activityOnlyPackages.map(({ activityOnlyVoucher }) => ({
        centre,
        voucher: activityOnlyVoucher,
      })),
    );
    return vouchers.map(({ centre, voucher }, index) => (
      <LaterActivityCard
        key={voucher.id}
        voucher={voucher}
        centre={centre}
        adults={criteria.a}
        href={marketHref(marketPath, voucher.uri)}
        onSelect={selected(index)}
        isWishlisted={isInWishlist(wishlist.items, { type: 'ACTIVITY', id: String(voucher.id) })}
        onToggleWishlist={wishlist.toggle}
        isPriority={index < priorityCount}
      />
    ));
  }
  const view = options.view ?? cardViewFor(flow);
  return results.offers.map((offer, index) => (
    <LaterOfferCard
      key={offer.id}
      offer={offer}
      view={view}
      flow={flow}
      href={productHref(marketPath, offer.uri, flow, criteria)}
      onSelect={selected(index)}
      isWishlisted={isInWishlist(wishlist.items, { type: 'STAY', id: String(offer.id) })}
      onToggleWishlist={wishlist.toggle}
      onSeeOtherOffers={onSeeOtherOffers ? () => onSeeOtherOffers(offer) : undefined}
      autoDiscount={{ isVariationAssigned: features.autoDiscount, discount: offer.autoDiscount }}
      isPriority={index < priorityCount}
    />
  ));
}
