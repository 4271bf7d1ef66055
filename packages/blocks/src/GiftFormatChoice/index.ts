export type { GiftFormatChoiceProps, GiftFormatProduct, GiftShipping } from './GiftFormatChoice';
export { GiftFormatChoice, SHIPPING_LOADING_TAG } from './GiftFormatChoice';
