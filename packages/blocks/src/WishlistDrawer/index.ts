export { default as WishlistList } from './WishlistBody';
export type { WishlistDrawerProps } from './WishlistDrawer';
export { WishlistDrawer } from './WishlistDrawer';
