export type { BoxOverviewProps } from './BoxOverview';
export { BoxOverview } from './BoxOverview';
