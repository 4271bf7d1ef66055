export type { SortMenuProps } from './SortMenu';
export { SortMenu } from './SortMenu';
