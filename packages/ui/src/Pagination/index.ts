export type { PaginationItem, PaginationModel, PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
