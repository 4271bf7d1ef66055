export type { ReviewsModalProps } from './ReviewsModal';
export { ReviewsModal } from './ReviewsModal';
