export type { GiftCardAmountChoice, GiftCardCustomizationProps } from './GiftCardCustomization';
export { GiftCardCustomization } from './GiftCardCustomization';
