export type { WishlistDrawerProps } from './WishlistDrawer';
export { WishlistDrawer } from './WishlistDrawer';
