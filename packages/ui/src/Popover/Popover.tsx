import * as RadixPopover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import {
  createContext,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
} from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useThemeRoot } from '../Overlay';
import * as styles from './Popover.css';

/** Why a popover asks to close on its own: the Escape key or a press outside it. */
export type PopoverDismissReason = 'escape' | 'outside';

interface PopoverState {
  isOpen: boolean;
  close: () => void;
  onDismiss?: (reason: PopoverDismissReason) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
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
 * `PopoverContent`, `PopoverClose`.
 */
export function Popover({ isOpen, defaultOpen = false, onOpenChange, onDismiss, children }: PopoverProps) {
  const [open, setOpen] = useControlledState(isOpen, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <PopoverContext value={{ isOpen: open, close: () => setOpen(false), onDismiss, triggerRef }}>
        {children}
      </PopoverContext>
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
  const { triggerRef } = usePopoverContext();
  return (
    <RadixPopover.Trigger ref={triggerRef} asChild={asChild}>
      {children}
    </RadixPopover.Trigger>
  );
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
  /**
   * Scrolls the page, once the panel is placed, so that all of a tall panel shows (a calendar
   * opened from the middle of the page would otherwise end below the window).
   */
  isKeptInView?: boolean;
  children: ReactNode;
}

const align = { 'bottom-start': 'start', bottom: 'center', 'bottom-end': 'end' } as const;

/**
 * Closes the popover on the first press outside its panel and trigger. Radix's own outside press
 * misses it after a react-aria control inside the panel was pressed: react-aria stops that
 * `pointerdown` before it reaches the document, so Radix still takes the next press for an inside
 * one. A press counts as inside when the panel's React tree saw it in its capture phase
 * (`markInside`), portals opened from the panel included; a listener added on the press's target
 * decides once that capture phase has run.
 */
function useOutsidePress({ isOpen, close, onDismiss, triggerRef }: PopoverState) {
  const pressInside = useRef<Event | null>(null);
  const closedByPress = useRef(false);
  const dismiss = useEffectEvent(() => {
    closedByPress.current = true;
    onDismiss?.('outside');
    close();
  });
  const pressTrigger = useEffectEvent(() => onDismiss?.('outside'));
  useEffect(() => {
    if (!isOpen) return;
    closedByPress.current = false;
    const onPointerDown = (event: PointerEvent) => {
      const { target } = event;
      if (!(target instanceof Node)) return;
      // The trigger's own toggle closes the popover.
      if (triggerRef.current?.contains(target)) {
        pressTrigger();
        return;
      }
      target.addEventListener(
        'pointerdown',
        (atTarget) => {
          if (atTarget === event && pressInside.current !== event) dismiss();
        },
        { capture: true, once: true },
      );
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, triggerRef]);
  return {
    markInside: (event: ReactPointerEvent) => {
      pressInside.current = event.nativeEvent;
    },
    closedByPress,
  };
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The elements Tab reaches in `root`, in document order. */
function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * Tab from the panel's last control (Shift+Tab from its first) leaves the popover as a press
 * outside would, and goes on to the control after its trigger (to the trigger itself): the panel
 * sits in the tab order right after its trigger instead of holding focus in a loop.
 */
function useTabOut({ close, onDismiss, triggerRef }: PopoverState) {
  const closedByTab = useRef(false);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const trigger = triggerRef.current;
    const inside = tabbables(event.currentTarget);
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (!trigger || document.activeElement !== edge) return;
    const panel = event.currentTarget;
    const after = tabbables(document).find(
      (element) =>
        !panel.contains(element) &&
        !trigger.contains(element) &&
        Boolean(trigger.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    event.preventDefault();
    closedByTab.current = true;
    onDismiss?.('outside');
    close();
    (event.shiftKey ? trigger : (after ?? trigger)).focus();
  };
  return { onKeyDown, closedByTab };
}

/** The room kept between a panel kept in view and the window's edge, in pixels. */
const VIEW_MARGIN = 8;

/**
 * Once the panel sits beside its trigger (Radix places it after measuring), scrolls it into view,
 * and again whenever it grows (content that loads on first use).
 */
function useKeptInView(isActive: boolean, triggerRef: RefObject<HTMLButtonElement | null>) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isActive) return;
    // The panel is fixed, so the page scrolls by what it lacks (the panel follows its trigger).
    const show = () => {
      const panel = panelRef.current?.getBoundingClientRect();
      if (!panel) return;
      const below = panel.bottom - (window.innerHeight - VIEW_MARGIN);
      if (below > 0) window.scrollBy({ top: Math.min(below, panel.top - VIEW_MARGIN) });
    };
    const resizes = new ResizeObserver(show);
    let frame = requestAnimationFrame(function whenPlaced() {
      const panel = panelRef.current;
      const trigger = triggerRef.current?.getBoundingClientRect();
      if (!panel || !trigger) return;
      const { top, bottom } = panel.getBoundingClientRect();
      if (top >= trigger.bottom - 1 || bottom <= trigger.top + 1) resizes.observe(panel);
      else frame = requestAnimationFrame(whenPlaced);
    });
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
    };
  }, [isActive, triggerRef]);
  return panelRef;
}

/** The floating panel, portalled into the themed root; it flips or shifts to stay in view. */
export function PopoverContent({
  label,
  placement = 'bottom-start',
  isKeptInView = false,
  children,
}: PopoverContentProps) {
  const state = usePopoverContext();
  const { onDismiss, triggerRef } = state;
  const { markInside, closedByPress } = useOutsidePress(state);
  const tabOut = useTabOut(state);
  useEffect(() => {
    if (state.isOpen) tabOut.closedByTab.current = false;
  }, [state.isOpen, tabOut.closedByTab]);
  const [anchorRef, themeRoot] = useThemeRoot();
  const panelRef = useKeptInView(isKeptInView && state.isOpen && themeRoot !== undefined, triggerRef);
  return (
    <>
      <span ref={anchorRef} hidden />
      {themeRoot !== undefined ? (
        <RadixPopover.Portal container={themeRoot}>
          <RadixPopover.Content
            ref={panelRef}
            className={clsx(styles.content, isKeptInView && styles.keptInView)}
            aria-label={label}
            side="bottom"
            align={align[placement]}
            sideOffset={8}
            collisionPadding={8}
            data-placement={placement}
            onEscapeKeyDown={() => onDismiss?.('escape')}
            onPointerDownCapture={markInside}
            onKeyDown={tabOut.onKeyDown}
            // Presses outside are handled by `useOutsidePress`.
            onPointerDownOutside={(event) => event.preventDefault()}
            onFocusOutside={(event) => {
              const target = event.target instanceof Node ? event.target : null;
              if (
                closedByPress.current ||
                tabOut.closedByTab.current ||
                triggerRef.current?.contains(target)
              ) {
                event.preventDefault();
              } else onDismiss?.('outside');
            }}
            // After an outside press or a Tab out, focus stays where that press or key put it.
            onCloseAutoFocus={(event) => {
              if (closedByPress.current || tabOut.closedByTab.current) event.preventDefault();
            }}
          >
            {children}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      ) : null}
    </>
  );
}
