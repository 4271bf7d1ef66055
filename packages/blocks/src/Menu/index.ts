export type { MenuProps } from './Menu';
export { Menu } from './Menu';
