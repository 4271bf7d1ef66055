export type { AlertProps } from './Alert';
export { Alert } from './Alert';
