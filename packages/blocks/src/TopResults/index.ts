export type { TopResultsProps } from './TopResults';
export { TopResults } from './TopResults';
