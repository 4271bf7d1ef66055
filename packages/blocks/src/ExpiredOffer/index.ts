export type { ExpiredOfferNotFoundProps, ExpiredOfferProductProps, ExpiredOfferProps } from './ExpiredOffer';
export { ExpiredOffer } from './ExpiredOffer';
