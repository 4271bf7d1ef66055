export type { HotelOffersDrawerProps } from './HotelOffersDrawer';
export { HotelOffersDrawer } from './HotelOffersDrawer';
