export type { StickyTabsProps, StickyTabsSection } from './StickyTabs';
export { StickyTabs } from './StickyTabs';
