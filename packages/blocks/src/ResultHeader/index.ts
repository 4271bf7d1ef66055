export type { ResultHeaderProps } from './ResultHeader';
export { ResultHeader } from './ResultHeader';
