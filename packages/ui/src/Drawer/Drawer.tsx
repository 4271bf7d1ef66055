import * as Overlay from '../Overlay';
import * as styles from './Drawer.css';

export type DrawerProps = Overlay.OverlayRootProps;

/**
 * A panel sliding over the page (Radix Dialog): focus trapped inside, Escape and a backdrop click
 * close it, the page behind does not scroll, focus returns to the trigger (or, without one, to what
 * had focus when it opened). Parts: `DrawerTrigger`, `DrawerContent`.
 */
export const Drawer = Overlay.OverlayRoot;

export type DrawerTriggerProps = Overlay.OverlayTriggerProps;

/** Opens the drawer. With `asChild`, our `Button` (or any single element) becomes the trigger. */
export const DrawerTrigger = Overlay.OverlayTrigger;

export type DrawerCloseProps = Overlay.OverlayCloseProps;

/** Closes the drawer when its single child, such as a footer `Button`, is pressed. */
export const DrawerClose = Overlay.OverlayClose;

export type DrawerPlacement = 'auto' | 'bottom' | 'right';

export interface DrawerContentProps extends Overlay.OverlayContentProps {
  /** `auto` (default): from the bottom below the desktop breakpoint (1024 px), from the right from it. */
  placement?: DrawerPlacement;
}

/** The drawer's panel: title, optional description, close button, scrolling body, optional footer. */
export function DrawerContent({ placement = 'auto', ...props }: DrawerContentProps) {
  return (
    <Overlay.OverlayContent
      {...props}
      panelClassName={styles.drawer({ placement })}
      dataAttributes={{ 'data-placement': placement }}
    />
  );
}
