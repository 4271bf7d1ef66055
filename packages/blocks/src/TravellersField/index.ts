export type { TravellersFieldProps } from './TravellersField';
export { TravellersField } from './TravellersField';
export type { TravellersPickerProps } from './TravellersPicker';
export { TravellersPicker } from './TravellersPicker';
