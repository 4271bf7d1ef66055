export type { PaginationLinks, PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
