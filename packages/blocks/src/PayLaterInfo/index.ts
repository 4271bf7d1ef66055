export type { PayLaterInfoProps } from './PayLaterInfo';
export { PayLaterInfo } from './PayLaterInfo';
