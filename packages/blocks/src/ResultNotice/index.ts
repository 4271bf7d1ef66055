export type { ResultNoticeProps } from './ResultNotice';
export { ResultNotice } from './ResultNotice';
