export type { TravellersFieldProps } from './TravellersField';
export { TravellersField } from './TravellersField';
