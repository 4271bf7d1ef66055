export type { BoxFormatDrawerProps } from './BoxFormatDrawer';
export { BoxFormatDrawer } from './BoxFormatDrawer';
