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
import type { ReactNode } from 'react';
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
}

/** The cards of a result list: one OfferCard per offer, one ActivityCard per activity voucher. */
export function useResultCards(results: SearchResults | null, options: ResultCardsOptions): ReactNode[] {
  const wishlist = useWishlist();
  if (!results) return [];
  const { marketPath, flow, criteria, priorityCount = 0, onSeeOtherOffers } = options;
  if (results.kind === 'activities') {
    const vouchers = results.centres.flatMap((centre) =>
      centre.activityOnlyPackages.map(({ activityOnlyVoucher }) => ({
        centre,
        voucher: activityOnlyVoucher,
      })),
    );
    return vouchers.map(({ centre, voucher }, index) => (
      <ActivityCard
        key={voucher.id}
        voucher={voucher}
        centre={centre}
        adults={criteria.a}
        href={marketHref(marketPath, voucher.uri)}
        isWishlisted={isInWishlist(wishlist.items, { type: 'ACTIVITY', id: String(voucher.id) })}
        onToggleWishlist={wishlist.toggle}
        isPriority={index < priorityCount}
      />
    ));
  }
  const view = options.view ?? cardViewFor(flow);
  return results.offers.map((offer, index) => (
    <OfferCard
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
  ));
}
