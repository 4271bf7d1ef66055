export type { NearbyFieldProps } from './NearbyField';
export { NearbyField } from './NearbyField';
