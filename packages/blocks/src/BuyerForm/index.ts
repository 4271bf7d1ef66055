export type { BuyerFormProps } from './BuyerForm';
export { BuyerForm } from './BuyerForm';
