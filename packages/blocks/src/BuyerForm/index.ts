export type { BuyerFormProps } from './BuyerForm';
export { BuyerForm } from './BuyerForm';
export type { BuyerErrorId, BuyerErrors, BuyerField, BuyerValues } from './validateBuyer';
export {
  buyerFieldError,
  buyerFields,
  firstInvalidBuyerField,
  isRequiredBuyerField,
  validateBuyer,
} from './validateBuyer';
