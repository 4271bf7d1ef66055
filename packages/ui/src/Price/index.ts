export type { PriceProps } from './Price';
export { Price } from './Price';
