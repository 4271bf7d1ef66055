import {
  OverlayClose,
  type OverlayCloseProps,
  OverlayContent,
  type OverlayContentProps,
  OverlayRoot,
  type OverlayRootProps,
  OverlayTrigger,
  type OverlayTriggerProps,
} from '../Overlay';
import * as styles from './Drawer.css';

export type DrawerProps = OverlayRootProps;

/**
 * A panel sliding over the page (Radix Dialog): focus trapped inside, Escape and a backdrop click
 * close it, the page behind does not scroll, focus returns to the trigger (or, without one, to what
 * had focus when it opened). Parts: `DrawerTrigger`, `DrawerContent`.
 */
export function Drawer(props: DrawerProps) {
  return <OverlayRoot {...props} />;
}

export type DrawerTriggerProps = OverlayTriggerProps;

/** Opens the drawer. With `asChild`, our `Button` (or any single element) becomes the trigger. */
export function DrawerTrigger(props: DrawerTriggerProps) {
  return <OverlayTrigger {...props} />;
}

export type DrawerCloseProps = OverlayCloseProps;

/** Closes the drawer when its single child, such as a footer `Button`, is pressed. */
export function DrawerClose(props: DrawerCloseProps) {
  return <OverlayClose {...props} />;
}

export type DrawerPlacement = 'auto' | 'bottom' | 'right';

export interface DrawerContentProps extends OverlayContentProps {
  /** `auto` (default): from the bottom below the desktop breakpoint (1024 px), from the right from it. */
  placement?: DrawerPlacement;
}

/** The drawer's panel: title, optional description, close button, scrolling body, optional footer. */
export function DrawerContent({ placement = 'auto', ...props }: DrawerContentProps) {
  return (
    <OverlayContent
      {...props}
      panelClassName={styles.drawer({ placement })}
      dataAttributes={{ 'data-placement': placement }}
    />
  );
}
