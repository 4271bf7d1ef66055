export type { NearbyHotelsProps } from './NearbyHotels';
export { NearbyHotels } from './NearbyHotels';
