export type { OtherOffersCarouselProps } from './OtherOffersCarousel';
export { OtherOffersCarousel } from './OtherOffersCarousel';
