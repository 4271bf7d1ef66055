export type { PracticalInfoProps, PracticalModal } from './PracticalInfo';
export { PracticalInfo } from './PracticalInfo';
export type {
  ActivitySchedule,
  PracticalCancellation,
  PracticalHotel,
  PracticalRoom,
} from './practicalContent';
