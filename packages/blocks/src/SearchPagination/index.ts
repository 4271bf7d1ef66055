export type { SearchPaginationProps } from './SearchPagination';
export { SearchPagination } from './SearchPagination';
