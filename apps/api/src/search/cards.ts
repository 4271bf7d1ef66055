import {
  type ApiImage,
  cardGalleryLimit,
  cityRoute,
  hotelRoute,
  type MapMarker,
  nightsBetween,
  type OfferCard,
  priceType,
  stayRoute,
} from '@escale/domain';
import type { Lang } from '../content/locale';
import { imageUrls } from '../images/urls';
import { priceOffer } from '../product/pricing';
import type { Candidate, HotelResult } from './engine';
import { answeredKm } from './geo';
import type { HotelEntry, OfferEntry, SearchIndex } from './index';
import type { Search } from './query';

/** A checkin this many days away or closer is last minute. */
export const LAST_MINUTE_DAYS = 7;

/** The hotel of a card or an activity centre (000 §3 Offer card). */
export function cardHotel(index: SearchIndex, hotel: HotelEntry, lang: Lang) {
  return {
    id: hotel.id,
    uri: hotelRoute(hotel.id),
    label: hotel.label,
    stars: hotel.stars,
    location: {
      label: index.destinations.get(hotel.cityId)?.names[lang] ?? '',
      uri: cityRoute(hotel.cityId),
      address: hotel.address,
      zipCode: hotel.zipCode,
      latitude: hotel.lat,
      longitude: hotel.lng,
    },
    review: { count: hotel.reviewCount, average: hotel.score },
  };
}

/** What every card of an answer shares: read once from the catalog's clock. */
export interface CardDay {
  today: string;
  /** The last checkin of the calendar: offers are sold until then. */
  expiration: string;
}

const cardGalleries = new WeakMap<OfferEntry, Map<Lang, ApiImage[]>>();

/** An offer's card pictures in a language: the same in every answer, so made once. */
function cardGallery(offer: OfferEntry, lang: Lang): ApiImage[] {
  let byLang = cardGalleries.get(offer);
  if (!byLang) {
    byLang = new Map();
    cardGalleries.set(offer, byLang);
  }
  let gallery = byLang.get(lang);
  if (!gallery) {
    const label = offer.labels[lang];
    gallery = Array.from({ length: cardGalleryLimit }, (_, i) => imageUrls('offer', offer.id, i, label));
    byLang.set(lang, gallery);
  }
  return gallery;
}

/** A result card; prices and availability come from the catalog (priceOffer). */
export function offerCard(
  index: SearchIndex,
  search: Search,
  candidate: Candidate,
  isMain: boolean,
  day: CardDay,
): OfferCard {
  const { offer, promo } = candidate;
  const { catalog } = index;
  const { lang, stay, pax } = search;
  const record = catalog.offers.get(offer.id);
  const dates = stay ?? (search.nights ? { nights: search.nights } : {});
  // The candidate was priced by the same rules: only an inventory change in between could differ.
  const priced = record && priceOffer(catalog, record, dates, pax, 'offerList');
  if (!priced) throw new Error(`Offer ${offer.id} could not be priced again for its card`);
  const label = offer.labels[lang];
  const gallery = cardGallery(offer, lang);
  const shownType = search.gifting
    ? priceType({ hasDates: false, itemCategory: 'single_voucher' })
    : priced.price.priceType;
  const roomId = record?.roomId;
  const topTheme = offer.topTheme === null ? undefined : index.themes.get(offer.topTheme);
  return {
    id: offer.id,
    uri: stayRoute(offer.id),
    label,
    imageUrl: gallery[0]?.sizes['640_360'] ?? '',
    images: gallery,
    hotel: cardHotel(index, offer.hotel, lang),
    headwords: offer.headwords[lang],
    sellPrice: priced.price.sellPrice,
    refPrice: priced.price.refPrice,
    promo,
    pricePerNight: priced.price.pricePerNight,
    lowestPrice30Days: promo > 0 ? (priced.price.lowestPrice30Days ?? null) : null,
    prices: [
      {
        paxComposition: { adults: pax.adults },
        sellPrice: priced.price.sellPrice,
        barPrice: priced.price.refPrice,
        promo,
        priceType: shownType,
      },
    ],
    availableRooms: stay && roomId ? catalog.inventory.roomsLeft(roomId, stay.checkin) : null,
    lastMinute: stay !== null && nightsBetween(day.today, stay.checkin) < LAST_MINUTE_DAYS,
    expiration: day.expiration,
    marketingLabels: (offer.marketingLabels[lang] ?? []).map((text) => ({ label: text })),
    cancellationPolicy: {
      cancellable: priced.cancellationPolicy.isCancellable,
      cancellationDeadline: priced.cancellationPolicy.cancellationDeadline,
    },
    distance: candidate.distance === null ? null : answeredKm(candidate.distance),
    topTheme:
      topTheme && offer.topTheme !== null
        ? { id: offer.topTheme, name: topTheme.names[lang], icon: topTheme.icon }
        : null,
    participants: pax.adults + pax.children + pax.babies,
    nights: priced.price.nights,
    checkin: stay?.checkin ?? null,
    priceType: shownType,
    itemCategory: search.gifting ? 'single_voucher' : 'weekend',
    newTab: false,
    isMain,
  };
}

/** The cards of one page: each hotel’s offers in turn, the first of each the main one. */
export function pageCards(index: SearchIndex, search: Search, hotels: readonly HotelResult[]): OfferCard[] {
  const from = search.page * search.limit;
  const to = from + search.limit;
  const cards: OfferCard[] = [];
  const day = { today: index.catalog.clock().date, expiration: index.catalog.lastCheckin() };
  let position = 0;
  for (const { offers } of hotels) {
    if (position >= to) break;
    if (position + offers.length <= from) {
      position += offers.length;
      continue;
    }
    offers.forEach((candidate, i) => {
      if (position >= from && position < to) cards.push(offerCard(index, search, candidate, i === 0, day));
      position += 1;
    });
  }
  return cards;
}

/** One marker per hotel with its best offer (S-467). */
export function markers(hotels: readonly HotelResult[]): MapMarker[] {
  return hotels.map(({ hotel, offers }) => ({
    hotelId: hotel.id,
    label: hotel.label,
    location: { lat: hotel.lat, lng: hotel.lng },
    weekend: offers.map((candidate) => ({ id: candidate.offer.id })),
  }));
}
