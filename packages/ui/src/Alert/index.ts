export type { AlertProps } from './Alert';
export { Alert } from './Alert';
export type { AlertTone } from './Alert.css';
export { alertTones } from './Alert.css';
