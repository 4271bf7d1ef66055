export type { CheckoutAttempt, CheckoutFormProps } from './CheckoutForm';
export { CheckoutForm } from './CheckoutForm';
export type { CheckoutUnavailableProps } from './CheckoutUnavailable';
export { CheckoutUnavailable } from './CheckoutUnavailable';
