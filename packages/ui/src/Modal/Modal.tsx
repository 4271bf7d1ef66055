import * as Overlay from '../Overlay';
import * as styles from './Modal.css';

export type ModalProps = Overlay.OverlayRootProps;

/**
 * A dialog centred over the page (Radix Dialog): focus trapped inside, Escape and a backdrop click
 * close it, the page behind does not scroll, focus returns to the trigger (or, without one, to what
 * had focus when it opened). Parts: `ModalTrigger`, `ModalContent`.
 */
export const Modal = Overlay.OverlayRoot;

export type ModalTriggerProps = Overlay.OverlayTriggerProps;

/** Opens the modal. With `asChild`, our `Button` (or any single element) becomes the trigger. */
export const ModalTrigger = Overlay.OverlayTrigger;

export type ModalCloseProps = Overlay.OverlayCloseProps;

/** Closes the modal when its single child, such as a footer `Button`, is pressed. */
export const ModalClose = Overlay.OverlayClose;

export interface ModalContentProps extends Overlay.OverlayContentProps {
  /** Width on larger screens: 400, 640 (default) or 960 px, never wider than the viewport. */
  size?: 'small' | 'medium' | 'large';
  /** Covers the whole screen below the tablet breakpoint (768 px), as the map and filters do. */
  isFullScreenOnMobile?: boolean;
}

/** The modal's panel: title, optional description, close button, scrolling body, optional actions footer. */
export function ModalContent({ size = 'medium', isFullScreenOnMobile = false, ...props }: ModalContentProps) {
  return (
    <Overlay.OverlayContent
      {...props}
      panelClassName={styles.modal({ size, isFullScreenOnMobile })}
      dataAttributes={{ 'data-size': size, 'data-fullscreen-mobile': String(isFullScreenOnMobile) }}
    />
  );
}
