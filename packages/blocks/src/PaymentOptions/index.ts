export type { PaymentOptionsField, PaymentOptionsProps } from './PaymentOptions';
export { PaymentOptions } from './PaymentOptions';
