export type { ConfirmationProps } from './Confirmation';
export { Confirmation } from './Confirmation';
