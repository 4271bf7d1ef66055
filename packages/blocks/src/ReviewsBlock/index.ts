export type { ReviewsBlockProps } from './ReviewsBlock';
export { ReviewsBlock } from './ReviewsBlock';
