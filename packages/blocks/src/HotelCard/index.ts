export type { HotelCardProps } from './HotelCard';
export { HotelCard } from './HotelCard';
