import type { ActivityOnlySearchResponse, OfferCard } from './api/search';
import type { CardView, PriceType } from './entities';
import { type Flow, virtualFlow } from './flows';
import { activityPricePerPerson, displayedPromo, type PaxPrice, pricePerNight, promoPercent } from './prices';
import { type StressMessage, stressMessages } from './stress';
import type { WishlistItem } from './wishlist';

// Result cards (000 §2 "Result grid", §3 "Offer card", "Activity card", "Cancellation policy",
// §4 "Other"; 002 §2 "Hotel offers drawer", §3 "Product card"): what each card view shows, its
// price, stress messages, cancellation status and wishlist entry.

/** Card pictures start loading this many pixels before they enter the viewport (000 §9, S-158). */
export const CARD_IMAGE_VIEWPORT_MARGIN_PX = 72;

/** The card view of each search flow's result grid (S-132). */
export function cardViewFor(flow: Flow): CardView {
  const views: Record<Flow, CardView> = {
    booking: 'NORMAL',
    gifting: 'GIFT',
    activity: 'ACTIVITY',
    hotel: 'HOTEL',
  };
  return views[flow];
}

/** What a card view shows (S-132). */
export interface CardParts {
  /** `vertical`: the picture above the text (grids); `row`: a picture beside the text. */
  layout: 'vertical' | 'row';
  /** `gallery`: a carousel of up to 4 pictures (S-156); `picture`: the first one only. */
  media: 'gallery' | 'picture';
  /** What the heading names: the offer, or the hotel (the hotel flow). */
  heading: 'offer' | 'hotel';
  score: boolean;
  distance: boolean;
  /** Headwords shown, at most. */
  headwords: number;
  stress: boolean;
  /** The cancellation-conditions button and its modal. */
  cancellation: boolean;
  wishlist: boolean;
  /** "See the other offers from this hotel" (S-139), when the page gives a way to see them. */
  seeOtherOffers: boolean;
  autoDiscount: boolean;
  /** The "Your current stay" badge and the stay's dates. */
  currentStay: boolean;
}

const full: CardParts = {
  layout: 'vertical',
  media: 'gallery',
  heading: 'offer',
  score: true,
  distance: true,
  headwords: 3,
  stress: true,
  cancellation: true,
  wishlist: true,
  seeOtherOffers: true,
  autoDiscount: true,
  currentStay: false,
};

/**
 * The parts of each view:
 * - NORMAL, the booking grid: everything.
 * - GIFT, the gifting grid: the voucher price for 2 people, no stress messages (no dates, no
 *   rooms), no cancellation (hidden in the gift flow, S-314), no auto-discount (S-159).
 * - CONDENSED, a compact row (hotel offers drawer, fallback previews): first picture, label, hotel,
 *   2 headwords, price.
 * - MODIFICATION, the stay being changed (booking modification, gift switch): a row with the
 *   "Your current stay" badge, its dates, score, headwords, price and cancellation conditions.
 * - ACTIVITY, an activity voucher: price per person, no rooms or cancellation.
 * - HOTEL, the hotel flow: the hotel leads, its cheapest offer under it.
 */
export const cardViewParts: Readonly<Record<CardView, CardParts>> = {
  NORMAL: full,
  GIFT: { ...full, stress: false, cancellation: false, autoDiscount: false },
  CONDENSED: {
    ...full,
    layout: 'row',
    media: 'picture',
    score: false,
    distance: false,
    headwords: 2,
    stress: false,
    cancellation: false,
    wishlist: false,
    seeOtherOffers: false,
    autoDiscount: false,
  },
  MODIFICATION: {
    ...full,
    layout: 'row',
    media: 'picture',
    distance: false,
    stress: false,
    wishlist: false,
    seeOtherOffers: false,
    autoDiscount: false,
    currentStay: true,
  },
  ACTIVITY: { ...full, stress: false, cancellation: false, seeOtherOffers: false },
  HOTEL: { ...full, heading: 'hotel' },
};

/** The card button's message (S-138). */
export type CardAction = 'seeOffer' | 'seeGift' | 'seeActivity';

/**
 * "See gift" for gifts, "See activity" for activities, "See offer" otherwise (S-138): the view
 * decides, and a compact or modification card follows its flow.
 */
export function cardAction(view: CardView, flow: Flow): CardAction {
  if (view === 'GIFT') return 'seeGift';
  if (view === 'ACTIVITY') return 'seeActivity';
  if (view === 'CONDENSED' || view === 'MODIFICATION') {
    if (flow === 'gifting') return 'seeGift';
    if (flow === 'activity') return 'seeActivity';
  }
  return 'seeOffer';
}

/** A card's price, every amount in cents and in the unit shown. */
export interface CardPrice {
  /** The price shown. */
  amount: number;
  /** The struck reference price; only beside a promo. */
  reference: number | null;
  /** The promo percentage shown; 0 below the place's threshold (S-147). */
  promo: number;
  /** The lowest price of the previous 30 days, shown beside a promo (EU price rules). */
  lowestPrice30Days: number | null;
  /** `night`: "/ night"; `person`: "/ pers"; `null`: the whole stay or voucher. */
  per: 'night' | 'person' | null;
  priceType: PriceType;
  /** The whole price beside a per-night or per-person price: the stay, or the activity for its people. */
  total: number | null;
  nights: number;
  participants: number;
}

type PricedOffer = Pick<
  OfferCard,
  | 'sellPrice'
  | 'refPrice'
  | 'promo'
  | 'pricePerNight'
  | 'lowestPrice30Days'
  | 'prices'
  | 'participants'
  | 'nights'
  | 'priceType'
>;

function withPromo(
  base: Omit<CardPrice, 'reference' | 'lowestPrice30Days' | 'promo'>,
  promo: number,
  reference: number,
  lowest: number | null,
): CardPrice {
  const shows = promo > 0 && reference > base.amount;
  return {
    ...base,
    promo: shows ? promo : 0,
    reference: shows ? reference : null,
    lowestPrice30Days: shows ? lowest : null,
  };
}

/**
 * The price a card view shows:
 * - ACTIVITY: per person, for the card's participants (S-146), promo from 5 % (S-147), with the
 *   price for all of them beside it;
 * - GIFT: the voucher's final price for its participants (2 people, S-053), promo from 10 %;
 * - MODIFICATION: the stay's price;
 * - NORMAL, HOTEL, CONDENSED: per night, rounded up to the euro (S-251, G-19), with the stay's
 *   total beside it, promo from 10 % (S-147).
 * The reference and 30-day lowest prices are converted to the same unit and show only with a promo.
 */
export function cardPrice(offer: PricedOffer, view: CardView): CardPrice {
  const { nights, participants } = offer;
  const lowest = offer.lowestPrice30Days;
  if (view === 'ACTIVITY') {
    const matching = offer.prices.find((price) => price.paxComposition.adults === participants);
    const perPerson = activityPricePerPerson(offer.prices, participants) ?? {
      sellPrice: Math.ceil(offer.sellPrice / participants),
      barPrice: Math.ceil(offer.refPrice / participants),
    };
    const promo = displayedPromo(promoPercent(perPerson.sellPrice, perPerson.barPrice), 'activityOnly');
    return withPromo(
      {
        amount: perPerson.sellPrice,
        per: 'person',
        priceType: 'final',
        total: matching?.sellPrice ?? offer.sellPrice,
        nights,
        participants,
      },
      promo,
      perPerson.barPrice,
      lowest === null ? null : Math.ceil(lowest / participants),
    );
  }
  const promo = displayedPromo(offer.promo, 'offerList');
  if (view === 'GIFT' || view === 'MODIFICATION') {
    return withPromo(
      {
        amount: offer.sellPrice,
        per: null,
        priceType: view === 'GIFT' ? 'final' : offer.priceType,
        total: null,
        nights,
        participants,
      },
      promo,
      offer.refPrice,
      lowest,
    );
  }
  return withPromo(
    {
      amount: offer.pricePerNight,
      per: 'night',
      priceType: offer.priceType,
      total: offer.sellPrice,
      nights,
      participants,
    },
    promo,
    pricePerNight(offer.refPrice, nights),
    lowest === null ? null : pricePerNight(lowest, nights),
  );
}

/**
 * An activity-only voucher's price per person (S-146): the price of the adult count asked,
 * divided by it, promo from 5 % (S-147). `null` when the voucher has no price for that count.
 */
export function activityCardPrice(
  prices: readonly (PaxPrice & { promoPercentageRounded?: number })[],
  adults: number,
): CardPrice | null {
  const perPerson = activityPricePerPerson(prices, adults);
  const matching = prices.find((price) => price.paxComposition.adults === adults);
  if (!perPerson || !matching) return null;
  const promo = displayedPromo(promoPercent(perPerson.sellPrice, perPerson.barPrice), 'activityOnly');
  return withPromo(
    {
      amount: perPerson.sellPrice,
      per: 'person',
      priceType: 'final',
      total: matching.sellPrice,
      nights: 1,
      participants: adults,
    },
    promo,
    perPerson.barPrice,
    null,
  );
}

/** A cancellation policy as cards carry it (000 §3 "Cancellation policy"). */
export interface CardCancellationPolicy {
  cancellable: boolean;
  cancellationDeadline: string | null;
}

/**
 * The cancellation status (000 §4 "Other", S-311, S-313): `freeUntil` in the success colour when a
 * deadline exists; otherwise in the info colour `chooseDates` for a cancellable offer without dates
 * and `nonRefundable` for the rest (not cancellable, or its deadline has passed).
 */
export type CancellationStatus =
  | { kind: 'freeUntil'; tone: 'positive'; deadline: string }
  | { kind: 'chooseDates'; tone: 'info' }
  | { kind: 'nonRefundable'; tone: 'info' };

export function cancellationStatus(policy: CardCancellationPolicy, hasDates: boolean): CancellationStatus {
  if (policy.cancellationDeadline) {
    return { kind: 'freeUntil', tone: 'positive', deadline: policy.cancellationDeadline };
  }
  if (policy.cancellable && !hasDates) return { kind: 'chooseDates', tone: 'info' };
  return { kind: 'nonRefundable', tone: 'info' };
}

type StressedOffer = Pick<OfferCard, 'availableRooms' | 'lastMinute' | 'cancellationPolicy' | 'checkin'>;

/**
 * A card's stress messages (S-148…S-150, G-28), at most 2, in the views that show them. When the
 * card's cancellation line already gives the free-cancellation deadline, "Free cancellation" is not
 * repeated as a badge and the next message takes its place.
 */
export function cardStressMessages(offer: StressedOffer, view: CardView): StressMessage[] {
  const parts = cardViewParts[view];
  if (!parts.stress) return [];
  const status = cancellationStatus(offer.cancellationPolicy, offer.checkin !== null);
  const saysDeadline = parts.cancellation && status.kind === 'freeUntil';
  return stressMessages({
    availableRooms: offer.availableRooms,
    lastMinute: offer.lastMinute,
    cancellationPolicy: saysDeadline ? null : offer.cancellationPolicy,
  });
}

/**
 * The hotel offers drawer's offers (S-141, S-143): the main, cheapest, offer and the others in
 * their order. Ties keep the first. `null` without offers.
 */
export function splitHotelOffers<T extends { sellPrice: number }>(
  offers: readonly T[],
): { main: T; others: T[] } | null {
  const [first] = offers;
  if (first === undefined) return null;
  const main = offers.reduce(
    (cheapest, offer) => (offer.sellPrice < cheapest.sellPrice ? offer : cheapest),
    first,
  );
  return { main, others: offers.filter((offer) => offer !== main) };
}

/**
 * The drawer's count line (S-142): "N other offers available for your dates" in booking (the hotel
 * flow counts as booking, S-052) with dates, "N other offers available" otherwise.
 */
export function otherOffersScope(flow: Flow, hasDates: boolean): 'forYourDates' | 'all' {
  return virtualFlow(flow) === 'booking' && hasDates ? 'forYourDates' : 'all';
}

/** The wishlist entry of an offer card (S-432, S-435): an activity goes to ACTIVITY, a stay to STAY. */
export function offerWishlistItem(
  offer: Pick<OfferCard, 'id' | 'label' | 'imageUrl' | 'uri' | 'hotel' | 'itemCategory'>,
): WishlistItem {
  return {
    type: offer.itemCategory === 'activity' ? 'ACTIVITY' : 'STAY',
    id: String(offer.id),
    label: offer.label,
    imageUrl: offer.imageUrl,
    uri: offer.uri,
    hotel: { label: offer.hotel.label, locationLabel: offer.hotel.location.label, stars: offer.hotel.stars },
  };
}

type ActivityCentre = ActivityOnlySearchResponse['exactMatch'][number];
type ActivityVoucher = ActivityCentre['activityOnlyPackages'][number]['activityOnlyVoucher'];

/** The wishlist entry of an activity-only voucher (S-435): id, label, hotel summary, imageUrl and uri. */
export function activityWishlistItem(
  voucher: Pick<ActivityVoucher, 'id' | 'label' | 'imageUrl' | 'uri'>,
  centre: Pick<ActivityCentre, 'label' | 'stars' | 'location'>,
): WishlistItem {
  return {
    type: 'ACTIVITY',
    id: String(voucher.id),
    label: voucher.label,
    imageUrl: voucher.imageUrl,
    uri: voucher.uri,
    hotel: { label: centre.label, locationLabel: centre.location.label, stars: centre.stars },
  };
}
