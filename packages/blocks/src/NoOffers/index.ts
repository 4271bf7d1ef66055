export type { NoOffersProps } from './NoOffers';
export { NoOffers } from './NoOffers';
