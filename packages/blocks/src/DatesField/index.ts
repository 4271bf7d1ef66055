export type { DatesFieldProps } from './DatesField';
export { DatesField } from './DatesField';
