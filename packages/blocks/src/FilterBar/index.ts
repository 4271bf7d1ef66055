export type { FilterBarProps } from './FilterBar';
export { FilterBar } from './FilterBar';
