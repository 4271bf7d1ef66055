export type { FiltersModalProps } from './FiltersModal';
export { FiltersModal } from './FiltersModal';
