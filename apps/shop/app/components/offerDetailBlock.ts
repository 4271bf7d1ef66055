/** The hotel page's offer detail: a chunk of its own, loaded when an offer is chosen (see `hotel.tsx`). */
export { OfferDetail } from '@escale/blocks';
