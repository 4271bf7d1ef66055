export type { UpsellExtrasProps } from './UpsellExtras';
export { UpsellExtras } from './UpsellExtras';
