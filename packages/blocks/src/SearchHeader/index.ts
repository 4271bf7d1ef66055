export type { SearchHeaderProps } from './SearchHeader';
export { SearchHeader } from './SearchHeader';
