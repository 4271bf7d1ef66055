import { OfferCard, type OfferCardProps } from '../OfferCard';

export type HotelCardProps = Omit<OfferCardProps, 'view' | 'flow'>;

/**
 * The hotel flow's card: the hotel leads (name, stars, city, score), its cheapest offer under it,
 * the price per night, "See offer" and the hotel's other offers. `offer` is the hotel's main offer
 * (offers.json answers it first, `isMain`).
 */
export function HotelCard(props: HotelCardProps) {
  return <OfferCard {...props} view="HOTEL" flow="hotel" />;
}
