export type { BreadcrumbItem, BreadcrumbProps } from './Breadcrumb';
export { Breadcrumb } from './Breadcrumb';
