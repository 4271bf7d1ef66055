export type { ReviewScoreProps } from './ReviewScore';
export { ReviewScore } from './ReviewScore';
