export type { PaymentOptionsField, PaymentOptionsProps } from './PaymentOptions';
export { PaymentOptions } from './PaymentOptions';
export type { DeferralConditions, OfferedPaymentMethod, PaymentChoice } from './paymentOptions';
export { formatCardNumber, isDeferralOffered, paymentChoices } from './paymentOptions';
