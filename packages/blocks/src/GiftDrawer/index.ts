export type { GiftDrawerProps } from './GiftDrawer';
export { GiftDrawer } from './GiftDrawer';
