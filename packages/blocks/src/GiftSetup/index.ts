export type { GiftSetupProps } from './GiftSetup';
export { GiftSetup } from './GiftSetup';
