import * as RadixPopover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useEffectEvent,
  useRef,
} from 'react';
import type { PopoverContentProps, PopoverState } from './Popover';
import * as styles from './Popover.css';

const align = { 'bottom-start': 'start', bottom: 'center', 'bottom-end': 'end' } as const;

/**
 * Closes the popover on the first press outside its panel and trigger. Radix's own outside press
 * misses it after a react-aria control inside the panel was pressed: react-aria stops that
 * `pointerdown` before it reaches the document, so Radix still takes the next press for an inside
 * one. A press counts as inside when the panel's React tree saw it in its capture phase
 * (`markInside`), portals opened from the panel included; a listener added on the press's target
 * decides once that capture phase has run.
 */
function useOutsidePress(
  { isOpen, setOpen, onDismiss, triggerRef }: PopoverState,
  keepsFocus: RefObject<boolean>,
) {
  const pressInside = useRef<Event | null>(null);
  const dismiss = useEffectEvent(() => {
    keepsFocus.current = true;
    onDismiss?.('outside');
    setOpen(false);
  });
  const pressTrigger = useEffectEvent(() => onDismiss?.('outside'));
  useEffect(() => {
    if (!isOpen) return;
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
  return (event: ReactPointerEvent) => {
    pressInside.current = event.nativeEvent;
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
function useTabOut({ setOpen, onDismiss, triggerRef }: PopoverState, keepsFocus: RefObject<boolean>) {
  return (event: ReactKeyboardEvent<HTMLElement>) => {
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
    keepsFocus.current = true;
    onDismiss?.('outside');
    setOpen(false);
    (event.shiftKey ? trigger : (after ?? trigger)).focus();
  };
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

/**
 * The Radix Popover of a `PopoverContent`, loaded on first use: the panel, portalled into the themed
 * root and anchored to our trigger, flips or shifts to stay in view.
 */
export default function PopoverPanel({
  state,
  container,
  label,
  placement = 'bottom-start',
  isKeptInView = false,
  children,
}: PopoverContentProps & { state: PopoverState; container: HTMLElement | null }) {
  const { isOpen, setOpen, onDismiss, triggerRef } = state;
  // Set when an outside press, a Tab out or focus moving out closes the popover: focus stays where
  // the user put it instead of going back to the trigger.
  const keepsFocus = useRef(false);
  useEffect(() => {
    if (isOpen) keepsFocus.current = false;
  }, [isOpen]);
  const markInside = useOutsidePress(state, keepsFocus);
  const onKeyDown = useTabOut(state, keepsFocus);
  const panelRef = useKeptInView(isKeptInView && isOpen, triggerRef);
  return (
    <RadixPopover.Root open={isOpen} onOpenChange={setOpen}>
      <RadixPopover.Anchor virtualRef={triggerRef} />
      <RadixPopover.Portal container={container}>
        <RadixPopover.Content
          ref={panelRef}
          id={state.contentId}
          className={clsx(styles.content, isKeptInView && styles.keptInView)}
          aria-label={label}
          side="bottom"
          align={align[placement]}
          sideOffset={8}
          collisionPadding={8}
          data-placement={placement}
          onEscapeKeyDown={() => onDismiss?.('escape')}
          onPointerDownCapture={markInside}
          onKeyDown={onKeyDown}
          // Presses outside are handled by `useOutsidePress`.
          onPointerDownOutside={(event) => event.preventDefault()}
          onFocusOutside={(event) => {
            const target = event.target instanceof Node ? event.target : null;
            if (keepsFocus.current || triggerRef.current?.contains(target)) event.preventDefault();
            else {
              keepsFocus.current = true;
              onDismiss?.('outside');
            }
          }}
          // Our trigger is not Radix's, so focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!keepsFocus.current) triggerRef.current?.focus();
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
