export type { ActivitySearchFormProps } from './ActivitySearchForm';
export { ActivitySearchForm } from './ActivitySearchForm';
