export type { ColumnsProps } from './Columns';
export { Columns } from './Columns';
