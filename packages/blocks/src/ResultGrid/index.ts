export type { ResultGridProps } from './ResultGrid';
export { ResultGrid } from './ResultGrid';
