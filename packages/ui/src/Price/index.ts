export type { PriceDigits } from './money';
export type { PriceProps } from './Price';
export { Price } from './Price';
