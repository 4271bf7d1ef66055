export type { CarouselProps, Responsive } from './Carousel';
export { Carousel } from './Carousel';
