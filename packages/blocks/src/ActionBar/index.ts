export type { ActionBarProps } from './ActionBar';
export { ActionBar } from './ActionBar';
