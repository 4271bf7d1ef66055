export type { OfferDetailProps } from './OfferDetail';
export { OfferDetail } from './OfferDetail';
