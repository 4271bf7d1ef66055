import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import { CloseSlot, type OverlayState, TriggerSlot, useOverlayState, useThemeRoot } from '../Overlay';

const PopoverPanel = /* @__PURE__ */ lazy(() => import('./PopoverPanel'));

/** Why a popover asks to close on its own: the Escape key or a press outside it. */
export type PopoverDismissReason = 'escape' | 'outside';

export interface PopoverState extends OverlayState {
  onDismiss?: (reason: PopoverDismissReason) => void;
}

const PopoverContext = createContext<PopoverState | null>(null);

function usePopoverContext(): PopoverState {
  const state = useContext(PopoverContext);
  if (!state) throw new Error('Popover parts must be rendered inside a Popover.');
  return state;
}

export interface PopoverProps {
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  /** Called with the new state for every change: trigger, Escape, outside press, `PopoverClose`. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Called just before `onOpenChange(false)` when Escape or a press outside closes the popover, so
   * a filter can apply its draft on an outside press and drop it on Escape (000 §4 Filters). A press
   * on the trigger of the open popover counts as outside: it reports `'outside'`, then the trigger
   * closes the popover.
   */
  onDismiss?: (reason: PopoverDismissReason) => void;
  children: ReactNode;
}

/**
 * A non-modal panel anchored to its trigger (Radix Popover): the page stays usable, focus moves
 * into the panel on open and back to the trigger on close. Parts: `PopoverTrigger`,
 * `PopoverContent`, `PopoverClose`. Radix's code loads with the panel, on first use.
 */
export function Popover({ isOpen, defaultOpen = false, onOpenChange, onDismiss, children }: PopoverProps) {
  const state = useOverlayState(isOpen, defaultOpen, onOpenChange);
  return <PopoverContext value={{ ...state, onDismiss }}>{children}</PopoverContext>;
}

export interface PopoverTriggerProps {
  /** Hands the trigger behaviour to the single child, such as our `Button`. */
  asChild?: boolean;
  children: ReactNode;
}

/** Toggles the popover; gets `aria-expanded`, `aria-controls`, `aria-haspopup` and `data-state`. */
export function PopoverTrigger({ asChild = false, children }: PopoverTriggerProps) {
  return (
    <TriggerSlot state={usePopoverContext()} asChild={asChild}>
      {children}
    </TriggerSlot>
  );
}

export interface PopoverCloseProps {
  children: ReactNode;
}

/** Closes the popover when its single child, such as a "See results" `Button`, is pressed. */
export function PopoverClose({ children }: PopoverCloseProps) {
  return <CloseSlot state={usePopoverContext()}>{children}</CloseSlot>;
}

export type PopoverPlacement = 'bottom-start' | 'bottom' | 'bottom-end';

export interface PopoverContentProps {
  /** The panel's accessible name (it is a `dialog`). */
  label: string;
  /** Where the panel sits under its trigger. Defaults to `bottom-start`. */
  placement?: PopoverPlacement;
  /**
   * Scrolls the page, once the panel is placed, so that all of a tall panel shows (a calendar
   * opened from the middle of the page would otherwise end below the window).
   */
  isKeptInView?: boolean;
  children: ReactNode;
}

/** The floating panel, portalled into the themed root; it flips or shifts to stay in view. */
export function PopoverContent(props: PopoverContentProps) {
  const state = usePopoverContext();
  const [anchorRef, themeRoot] = useThemeRoot();
  return (
    <>
      <span ref={anchorRef} hidden />
      {state.hasPanel && themeRoot !== undefined ? (
        <Suspense fallback={null}>
          <PopoverPanel {...props} state={state} container={themeRoot} />
        </Suspense>
      ) : null}
    </>
  );
}
