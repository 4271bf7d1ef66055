export type {
  DrawerCloseProps,
  DrawerContentProps,
  DrawerPlacement,
  DrawerProps,
  DrawerTriggerProps,
} from './Drawer';
export { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './Drawer';
