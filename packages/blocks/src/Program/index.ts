export type { ProgramProps } from './Program';
export { Program } from './Program';
export type { ProgramDetailModalProps } from './ProgramDetailModal';
export { ProgramDetailModal } from './ProgramDetailModal';
