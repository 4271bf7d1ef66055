export type { RecentlyViewedProps } from './RecentlyViewed';
export { RecentlyViewed } from './RecentlyViewed';
