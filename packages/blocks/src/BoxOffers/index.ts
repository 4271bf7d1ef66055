export type { BoxOffersProps } from './BoxOffers';
export { BoxOffers } from './BoxOffers';
