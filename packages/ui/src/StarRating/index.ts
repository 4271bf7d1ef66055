export type { StarRatingProps } from './StarRating';
export { StarRating } from './StarRating';
