import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import * as styles from './Overlay.css';
import { CloseSlot, type OverlayState, TriggerSlot, useOverlayState } from './overlayState';

const OverlayPanel = /* @__PURE__ */ lazy(() => import('./OverlayPanel'));

export interface OverlayRootProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Open state of an uncontrolled overlay on first render. */
  defaultOpen?: boolean;
  /** Called with the new state when the trigger, the close button, Escape or the backdrop asks for a change. */
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}

const OverlayContext = createContext<OverlayState | null>(null);

function useOverlayContext(): OverlayState {
  const state = useContext(OverlayContext);
  if (!state) throw new Error('Overlay parts must be rendered inside a Drawer or a Modal.');
  return state;
}

/**
 * The state of a dialog-based overlay (Radix Dialog, modal: focus trap, scroll lock, inert page).
 * On close, focus returns to the trigger, or without one (an overlay opened through `isOpen` by
 * a button elsewhere) to the element that had focus when it opened. Radix's code loads with the
 * panel, on first use (see `OverlayState.hasPanel`).
 */
export function OverlayRoot({ isOpen, defaultOpen = false, onOpenChange, children }: OverlayRootProps) {
  return (
    <OverlayContext value={useOverlayState(isOpen, defaultOpen, onOpenChange)}>{children}</OverlayContext>
  );
}

export interface OverlayTriggerProps {
  /** Hands the trigger behaviour to the single child, such as our `Button`, instead of rendering a `button`. */
  asChild?: boolean;
  children: ReactNode;
}

/** Opens the overlay; gets `aria-expanded`, `aria-controls` and `data-state`. */
export function OverlayTrigger({ asChild = false, children }: OverlayTriggerProps) {
  return (
    <TriggerSlot state={useOverlayContext()} asChild={asChild}>
      {children}
    </TriggerSlot>
  );
}

export interface OverlayCloseProps {
  children: ReactNode;
}

/** Closes the overlay when its single child, such as our `Button`, is pressed. */
export function OverlayClose({ children }: OverlayCloseProps) {
  return <CloseSlot state={useOverlayContext()}>{children}</CloseSlot>;
}

export interface OverlayContentProps {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode;
  /** Actions pinned under the scrolling body. */
  footer?: ReactNode;
  /** The close button's name; defaults to "Close". */
  closeLabel?: string;
  children?: ReactNode;
}

/** What Drawer and Modal give the shared panel. */
export interface OverlayPanelProps extends OverlayContentProps {
  panelClassName: string;
  dataAttributes: Record<`data-${string}`, string>;
}

/**
 * The theme lives on the `ThemeProvider`'s element, so the portal goes there rather than to
 * `document.body`: a hidden anchor finds the closest themed ancestor before the portal mounts.
 */
export function useThemeRoot() {
  const [root, setRoot] = useState<HTMLElement | null | undefined>(undefined);
  const anchorRef = useCallback((node: HTMLElement | null) => {
    if (node) setRoot(node.closest<HTMLElement>('[data-theme]'));
  }, []);
  return [anchorRef, root] as const;
}

/** Backdrop and panel in a portal: title, close button, scrolling body and optional footer. */
export function OverlayContent(props: OverlayPanelProps) {
  const state = useOverlayContext();
  const [anchorRef, themeRoot] = useThemeRoot();
  return (
    <>
      <span ref={anchorRef} className={styles.anchor} />
      {state.hasPanel && themeRoot !== undefined ? (
        <Suspense fallback={null}>
          <OverlayPanel {...props} state={state} container={themeRoot} />
        </Suspense>
      ) : null}
    </>
  );
}
