export type { FlowTabsProps } from './FlowTabs';
export { FlowTabs } from './FlowTabs';
