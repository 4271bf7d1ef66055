export type { CheckoutAttempt, CheckoutFormProps } from './CheckoutForm';
export { CheckoutForm } from './CheckoutForm';
export type { CheckoutFormSkeletonProps } from './CheckoutFormSkeleton';
export { CheckoutFormSkeleton } from './CheckoutFormSkeleton';
export type { CheckoutUnavailableProps } from './CheckoutUnavailable';
export { CheckoutUnavailable } from './CheckoutUnavailable';
