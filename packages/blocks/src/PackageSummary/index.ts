export type { PackageSummaryProps } from './PackageSummary';
export { PackageSummary } from './PackageSummary';
