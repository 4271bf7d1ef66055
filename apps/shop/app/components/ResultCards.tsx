import { ActivityCard, OfferCard } from '@escale/blocks';
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
  /** Every card hydrates with the list, as in a part that is itself deferred. */
  hydratesEveryCard?: boolean;
}

/**
 * The cards after the first row: the server renders them in full, and the browser hydrates each one
 * when it nears the window or is used, so that a page of 24 results does not hydrate 24 cards (and
 * their galleries) before it answers. Their code is the first row's: it is at hand at once.
 */
const LaterOfferCard = deferred(() => Promise.resolve(OfferCard));
const LaterActivityCard = deferred(() => Promise.resolve(ActivityCard));

/** The cards of a result list: one OfferCard per offer, one ActivityCard per activity voucher. */
export function useResultCards(results: SearchResults | null, options: ResultCardsOptions): ReactNode[] {
  const wishlist = useWishlist();
  // After hydration, cards that mount (a new search) render at once rather than after a microtask.
  useEffect(() => {
    LaterOfferCard.preload();
    LaterActivityCard.preload();
  }, []);
  if (!results) return [];
  const { marketPath, flow, criteria, priorityCount = 0, onSeeOtherOffers, hydratesEveryCard } = options;
  const hydratesNow = (index: number) => hydratesEveryCard || index < priorityCount;
  if (results.kind === 'activities') {
    const vouchers = results.centres.flatMap((centre) =>
      centre.activityOnlyPackages.map(({ activityOnlyVoucher }) => ({
        centre,
        voucher: activityOnlyVoucher,
      })),
    );
    return vouchers.map(({ centre, voucher }, index) => {
      const Card = hydratesNow(index) ? ActivityCard : LaterActivityCard;
      return (
        <Card
          key={voucher.id}
          voucher={voucher}
          centre={centre}
          adults={criteria.a}
          href={marketHref(marketPath, voucher.uri)}
          isWishlisted={isInWishlist(wishlist.items, { type: 'ACTIVITY', id: String(voucher.id) })}
          onToggleWishlist={wishlist.toggle}
          isPriority={index < priorityCount}
        />
      );
    });
  }
  const view = options.view ?? cardViewFor(flow);
  return results.offers.map((offer, index) => {
    const Card = hydratesNow(index) ? OfferCard : LaterOfferCard;
    return (
      <Card
        key={offer.id}
        offer={offer}
        view={view}
        flow={flow}
        href={productHref(marketPath, offer.uri, flow, criteria)}
        isWishlisted={isInWishlist(wishlist.items, { type: 'STAY', id: String(offer.id) })}
        onToggleWishlist={wishlist.toggle}
        onSeeOtherOffers={onSeeOtherOffers ? () => onSeeOtherOffers(offer) : undefined}
        isPriority={index < priorityCount}
      />
    );
  });
}
