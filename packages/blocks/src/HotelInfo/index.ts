export type { HotelInfoProps } from './HotelInfo';
export { HotelInfo } from './HotelInfo';
