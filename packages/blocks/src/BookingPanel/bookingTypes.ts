import type { OfferPrice, Pax, ProductQuote } from '@escale/domain';

/**
 * What the page knows of the price (001 §4 "Price type", "Quote", §8):
 * - `loading`: a price or quote is on its way; skeletons of the final size show.
 * - `from`: no dates, the from-price (S-246), with the lowest price of the previous 30 days when the
 *   page has it (shown beside a promo only).
 * - `quote`: dates, the final price of the API quote, its activity dates and rooms message.
 * - `unavailable`: the quote found nothing for the dates: "Sorry, no availability on your dates"
 *   with "See all offers" (S-209).
 * - `error`: the quote or the availability failed: "No more availabilities. Update your stay
 *   criteria to enjoy {product} offers." and booking is refused (S-249).
 */
export type BookingPanelPrice =
  | { status: 'loading' }
  | { status: 'from'; price: OfferPrice; lowestPrice30Days?: number | null }
  | { status: 'quote'; quote: ProductQuote }
  | { status: 'unavailable' }
  | { status: 'error'; productLabel: string };

/** The stay as the URL hash holds it: ISO dates (or null) and the travellers. */
export interface BookingStay extends Pax {
  checkin: string | null;
  checkout: string | null;
}
