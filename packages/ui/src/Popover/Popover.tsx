import * as RadixPopover from '@radix-ui/react-popover';
import { createContext, type ReactNode, useContext } from 'react';
import { useThemeRoot } from '../Overlay';
import * as styles from './Popover.css';

const DismissContext = createContext<PopoverProps['onDismiss']>(undefined);

/** Why a popover asks to close on its own: the Escape key or a press outside it. */
export type PopoverDismissReason = 'escape' | 'outside';

export interface PopoverProps {
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  /** Called with the new state for every change: trigger, Escape, outside press, `PopoverClose`. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Called just before `onOpenChange(false)` when Escape or a press outside closes the popover, so
   * a filter can apply its draft on an outside press and drop it on Escape (000 §4 Filters).
   */
  onDismiss?: (reason: PopoverDismissReason) => void;
  children: ReactNode;
}

/**
 * A non-modal panel anchored to its trigger (Radix Popover): the page stays usable, focus moves
 * into the panel on open and back to the trigger on close. Parts: `PopoverTrigger`,
 * `PopoverContent`, `PopoverClose`.
 */
export function Popover({ isOpen, defaultOpen, onOpenChange, onDismiss, children }: PopoverProps) {
  return (
    <RadixPopover.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DismissContext value={onDismiss}>{children}</DismissContext>
    </RadixPopover.Root>
  );
}

export interface PopoverTriggerProps {
  /** Hands the trigger behaviour to the single child, such as our `Button`. */
  asChild?: boolean;
  children: ReactNode;
}

/** Toggles the popover; gets `aria-expanded`, `aria-controls`, `aria-haspopup` and `data-state`. */
export function PopoverTrigger({ asChild = false, children }: PopoverTriggerProps) {
  return <RadixPopover.Trigger asChild={asChild}>{children}</RadixPopover.Trigger>;
}

export interface PopoverCloseProps {
  children: ReactNode;
}

/** Closes the popover when its single child, such as a "See results" `Button`, is pressed. */
export function PopoverClose({ children }: PopoverCloseProps) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}

export type PopoverPlacement = 'bottom-start' | 'bottom' | 'bottom-end';

export interface PopoverContentProps {
  /** The panel's accessible name (it is a `dialog`). */
  label: string;
  /** Where the panel sits under its trigger. Defaults to `bottom-start`. */
  placement?: PopoverPlacement;
  children: ReactNode;
}

const align = { 'bottom-start': 'start', bottom: 'center', 'bottom-end': 'end' } as const;

/** The floating panel, portalled into the themed root; it flips or shifts to stay in view. */
export function PopoverContent({ label, placement = 'bottom-start', children }: PopoverContentProps) {
  const onDismiss = useContext(DismissContext);
  const [anchorRef, themeRoot] = useThemeRoot();
  return (
    <>
      <span ref={anchorRef} hidden />
      {themeRoot !== undefined ? (
        <RadixPopover.Portal container={themeRoot}>
          <RadixPopover.Content
            className={styles.content}
            aria-label={label}
            side="bottom"
            align={align[placement]}
            sideOffset={8}
            collisionPadding={8}
            data-placement={placement}
            onEscapeKeyDown={() => onDismiss?.('escape')}
            onInteractOutside={() => onDismiss?.('outside')}
          >
            {children}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      ) : null}
    </>
  );
}
