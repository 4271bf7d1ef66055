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
import * as styles from './Modal.css';

export type ModalProps = OverlayRootProps;

/**
 * A dialog centred over the page (Radix Dialog): focus trapped inside, Escape and a backdrop click
 * close it, the page behind does not scroll, focus returns to the trigger (or, without one, to what
 * had focus when it opened). Parts: `ModalTrigger`, `ModalContent`.
 */
export function Modal(props: ModalProps) {
  return <OverlayRoot {...props} />;
}

export type ModalTriggerProps = OverlayTriggerProps;

/** Opens the modal. With `asChild`, our `Button` (or any single element) becomes the trigger. */
export function ModalTrigger(props: ModalTriggerProps) {
  return <OverlayTrigger {...props} />;
}

export type ModalCloseProps = OverlayCloseProps;

/** Closes the modal when its single child, such as a footer `Button`, is pressed. */
export function ModalClose(props: ModalCloseProps) {
  return <OverlayClose {...props} />;
}

export interface ModalContentProps extends OverlayContentProps {
  /** Width on larger screens: 400, 640 (default) or 960 px, never wider than the viewport. */
  size?: 'small' | 'medium' | 'large';
  /** Covers the whole screen below the tablet breakpoint (768 px), as the map and filters do. */
  isFullScreenOnMobile?: boolean;
}

/** The modal's panel: title, optional description, close button, scrolling body, optional actions footer. */
export function ModalContent({ size = 'medium', isFullScreenOnMobile = false, ...props }: ModalContentProps) {
  return (
    <OverlayContent
      {...props}
      panelClassName={styles.modal({ size, isFullScreenOnMobile })}
      dataAttributes={{ 'data-size': size, 'data-fullscreen-mobile': String(isFullScreenOnMobile) }}
    />
  );
}
