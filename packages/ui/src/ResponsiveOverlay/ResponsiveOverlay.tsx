import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useBreakpoint } from '../hooks/useMediaQuery';
import { Modal, ModalContent, ModalTrigger } from '../Modal';
import { Popover, PopoverContent, type PopoverPlacement, PopoverTrigger } from '../Popover';
import * as styles from './ResponsiveOverlay.css';

/** Where the content shows: a full-screen modal below the tablet breakpoint, a popover from it. */
export type ResponsiveOverlayLayout = 'modal' | 'popover';

export interface ResponsiveOverlayProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The single element that opens it, such as our `Button`; it gets the trigger's behaviour (`asChild`). */
  trigger: ReactElement;
  /** The modal's heading and the popover's accessible name. */
  title: string;
  /** Where the popover sits under its trigger. Defaults to `bottom-start`. */
  placement?: PopoverPlacement;
  /** The content, or a function of the layout it shows in (a long list scrolls in the modal, not in the popover). */
  children: ReactNode | ((layout: ResponsiveOverlayLayout) => ReactNode);
}

/**
 * One panel, two presentations: a full-screen modal on mobile (Radix Dialog: focus trapped, the
 * page inert) and a popover anchored to its trigger from the tablet breakpoint (the page stays
 * usable). Focus returns to the trigger on close in both.
 */
export function ResponsiveOverlay({
  isOpen,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  placement,
  children,
}: ResponsiveOverlayProps) {
  const layout: ResponsiveOverlayLayout = useBreakpoint() === 'mobile' ? 'modal' : 'popover';
  const [open, setOpen] = useControlledState(isOpen, defaultOpen, onOpenChange);
  const content = typeof children === 'function' ? children(layout) : children;

  if (layout === 'modal') {
    return (
      <Modal isOpen={open} onOpenChange={setOpen}>
        <ModalTrigger asChild>{trigger}</ModalTrigger>
        <ModalContent title={title} isFullScreenOnMobile>
          <div className={clsx(styles.content, styles.sheet)} data-layout={layout}>
            {content}
          </div>
        </ModalContent>
      </Modal>
    );
  }
  return (
    <Popover isOpen={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent label={title} placement={placement} isKeptInView>
        <div className={styles.content} data-layout={layout}>
          {content}
        </div>
      </PopoverContent>
    </Popover>
  );
}
