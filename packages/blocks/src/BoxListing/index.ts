export type { BoxListingProps } from './BoxListing';
export { BoxListing } from './BoxListing';
