export type { PromoBarProps } from './PromoBar';
export { PromoBar } from './PromoBar';
