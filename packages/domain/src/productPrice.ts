import type { OfferPrice } from './api/offer';
import type { OfferListItem, ProductQuote } from './api/product';
import { DEFAULT_PAX, type Pax } from './travellers';

// What the product pages show while their prices load in the browser (001 §4 "Price type",
// "Quote", §8): the server renders the default stay; the hash's stay reprices after hydration.

/** A value loaded in the browser for what is on screen. */
export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * What the booking panel knows of the price:
 * - `loading`: a price or quote is on its way; skeletons of the final size show.
 * - `from`: no dates, the from-price (S-246), with the lowest price of the previous 30 days when the
 *   page has it (shown beside a promo only).
 * - `quote`: dates, the final price of the API quote, its activity dates and rooms message.
 * - `unavailable`: the quote found nothing for the dates: "Sorry, no availability on your dates"
 *   with "See all offers" (S-209).
 * - `error`: the quote or the offers failed: "No more availabilities. Update your stay criteria to
 *   enjoy {product} offers." and booking is refused (S-249).
 */
export type BookingPriceStatus =
  | { status: 'loading' }
  | { status: 'from'; price: OfferPrice; lowestPrice30Days?: number | null }
  | { status: 'quote'; quote: ProductQuote }
  | { status: 'unavailable' }
  | { status: 'error'; productLabel: string };

/** Whether the travellers are the default 2 adults, as the server renders the page (S-016). */
export function isDefaultPax(pax: Pax): boolean {
  return (
    pax.adults === DEFAULT_PAX.adults &&
    pax.children === DEFAULT_PAX.children &&
    pax.babies === DEFAULT_PAX.babies
  );
}

/** A from-price, with the 30-day price that goes with its promo. */
const fromPrice = (price: OfferPrice): BookingPriceStatus => ({
  status: 'from',
  price,
  lowestPrice30Days: price.lowestPrice30Days ?? null,
});

export interface StayPriceInput {
  productLabel: string;
  /** Booking with both dates: the quote prices the stay. */
  isQuoted: boolean;
  quote: Loaded<ProductQuote>;
  /** Whether the quote's failure says the stay cannot be sold (422), not that the call failed. */
  isUnbookable: (error: unknown) => boolean;
  /** The hotel's offers for the stay; the current one carries the page's from-price. */
  offers: Loaded<{ offers: readonly OfferListItem[] }>;
  /** The from-price the server rendered, and whether the stay on screen is the one it priced. */
  serverPrice: OfferPrice | null;
  isServerStay: boolean;
}

/**
 * The stay page's price (S-246, S-209, S-249): with dates, the quote's, or "unavailable" when the
 * stay cannot be sold, or the error; without, the current offer's from-price, the server's while
 * the offers load for the stay it rendered (or when they fail), else loading.
 */
export function stayPriceStatus(input: StayPriceInput): BookingPriceStatus {
  const { quote, offers, productLabel } = input;
  const failed: BookingPriceStatus = { status: 'error', productLabel };
  if (input.isQuoted) {
    if (quote.status === 'ready') return { status: 'quote', quote: quote.data };
    if (quote.status === 'error') return input.isUnbookable(quote.error) ? { status: 'unavailable' } : failed;
    return { status: 'loading' };
  }
  if (offers.status === 'ready') {
    const current = offers.data.offers.find((item) => item.current);
    return current ? fromPrice(current.priceInfo) : failed;
  }
  if (input.serverPrice && (offers.status === 'error' || input.isServerStay))
    return fromPrice(input.serverPrice);
  return offers.status === 'error' ? failed : { status: 'loading' };
}

/**
 * The hotel page's data (001 §2.3, S-195): the repriced answer once it is there, the previous one
 * while the next loads, the server's otherwise; `isRepricing` while a new answer is on its way.
 */
export function repricedOr<T>(load: Loaded<T>, server: T): { data: T; isRepricing: boolean } {
  if (load.status === 'ready') return { data: load.data, isRepricing: false };
  if (load.status === 'loading') return { data: load.previous ?? server, isRepricing: true };
  return { data: server, isRepricing: false };
}
