export type { CountdownProps, CountdownTime } from './Countdown';
export { Countdown } from './Countdown';
