import {
  Children,
  type ComponentProps,
  cloneElement,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { mergeProps, mergeRefs } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';

/** The open state of a Drawer, Modal or Popover, shared by its trigger, its close parts and its panel. */
export interface OverlayState {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, for the trigger's `aria-controls`. */
  contentId: string;
  /**
   * Whether the panel (Radix, loaded on first use) is rendered: from the first hover or focus of the
   * trigger, which starts loading its code, or from the first opening on. Closed, it shows nothing.
   */
  hasPanel: boolean;
  preparePanel: () => void;
}

export function useOverlayState(
  isOpen: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
): OverlayState {
  const [open, setOpen] = useControlledState(isOpen, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const [hasPanel, setHasPanel] = useState(open);
  if (open && !hasPanel) setHasPanel(true);
  return { isOpen: open, setOpen, triggerRef, contentId, hasPanel, preparePanel: () => setHasPanel(true) };
}

type ButtonProps = ComponentProps<'button'>;

/**
 * A `button` with these props or, with `asChild`, the single child element given them, as Radix's
 * `Slot` does: event handlers are chained and refs merged.
 */
function Slot({ asChild, children, ...props }: ButtonProps & { asChild: boolean }) {
  if (!asChild) {
    return (
      <button type="button" {...props}>
        {children}
      </button>
    );
  }
  const child = Children.only(children) as ReactElement<ButtonProps>;
  return cloneElement(child, {
    type: 'button',
    ...mergeProps(props, child.props),
    ref: mergeRefs(props.ref, child.props.ref),
  });
}

/** Toggles the overlay; gets `aria-haspopup`, `aria-expanded`, `aria-controls` and `data-state`. */
export function TriggerSlot({
  state,
  asChild,
  children,
}: {
  state: OverlayState;
  asChild: boolean;
  children: ReactNode;
}) {
  return (
    <Slot
      asChild={asChild}
      ref={state.triggerRef}
      aria-haspopup="dialog"
      aria-expanded={state.isOpen}
      aria-controls={state.isOpen ? state.contentId : undefined}
      data-state={state.isOpen ? 'open' : 'closed'}
      onClick={() => state.setOpen(!state.isOpen)}
      onPointerEnter={state.preparePanel}
      onFocus={state.preparePanel}
    >
      {children}
    </Slot>
  );
}

/** Closes the overlay when its single child is pressed. */
export function CloseSlot({ state, children }: { state: OverlayState; children: ReactNode }) {
  return (
    <Slot asChild onClick={() => state.setOpen(false)}>
      {children}
    </Slot>
  );
}
