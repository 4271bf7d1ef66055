export type { GiftSetupProps, GiftShipping } from './GiftSetup';
export { GiftSetup } from './GiftSetup';
