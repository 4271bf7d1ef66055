export type { HotelMapProps } from './HotelMap';
export { HotelMap } from './HotelMap';
export type { MapTiles } from './LeafletMap';
export type { MapModalProps } from './MapModal';
export { MapModal } from './MapModal';
