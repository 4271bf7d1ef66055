import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../i18n/useUiStrings';
import * as styles from './Overlay.css';

export interface OverlayRootProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Open state of an uncontrolled overlay on first render. */
  defaultOpen?: boolean;
  /** Called with the new state when the trigger, the close button, Escape or the backdrop asks for a change. */
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}

// The overlay's `OverlayTrigger`, if it has one.
const TriggerContext = createContext<RefObject<HTMLButtonElement | null> | null>(null);

/**
 * The state of a dialog-based overlay (Radix Dialog, modal: focus trap, scroll lock, inert page).
 * On close, focus returns to the trigger, or without one (an overlay opened through `isOpen` by
 * a button elsewhere) to the element that had focus when it opened.
 */
export function OverlayRoot({ isOpen, defaultOpen, onOpenChange, children }: OverlayRootProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <TriggerContext value={triggerRef}>{children}</TriggerContext>
    </Dialog.Root>
  );
}

export interface OverlayTriggerProps {
  /** Hands the trigger behaviour to the single child, such as our `Button`, instead of rendering a `button`. */
  asChild?: boolean;
  children: ReactNode;
}

/** Opens the overlay; gets `aria-expanded`, `aria-controls` and `data-state`. */
export function OverlayTrigger({ asChild = false, children }: OverlayTriggerProps) {
  const triggerRef = useContext(TriggerContext);
  return (
    <Dialog.Trigger ref={triggerRef} asChild={asChild}>
      {children}
    </Dialog.Trigger>
  );
}

export interface OverlayCloseProps {
  children: ReactNode;
}

/** Closes the overlay when its single child, such as our `Button`, is pressed. */
export function OverlayClose({ children }: OverlayCloseProps) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
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
export function OverlayContent({
  title,
  description,
  footer,
  closeLabel,
  children,
  panelClassName,
  dataAttributes,
}: OverlayContentProps & { panelClassName: string; dataAttributes: Record<`data-${string}`, string> }) {
  const strings = useUiStrings();
  const [anchorRef, themeRoot] = useThemeRoot();
  const triggerRef = useContext(TriggerContext);
  // Where focus was when the overlay opened, before Radix moved it in.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <span ref={anchorRef} className={styles.anchor} />
      {themeRoot !== undefined ? (
        <Dialog.Portal container={themeRoot}>
          <Dialog.Overlay className={styles.backdrop} />
          <Dialog.Content
            className={clsx(styles.panel, panelClassName)}
            {...dataAttributes}
            {...(description ? {} : { 'aria-describedby': undefined })}
            onEscapeKeyDown={(event) => {
              // Escape closes the innermost open thing first: an open combobox's suggestions.
              const target = event.target instanceof Element ? event.target : null;
              if (target?.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
            }}
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              opener.current = active instanceof HTMLElement ? active : null;
            }}
            onCloseAutoFocus={(event) => {
              // Radix gives focus back to the trigger only.
              if (triggerRef?.current) return;
              event.preventDefault();
              opener.current?.focus();
              opener.current = null;
            }}
          >
            <div className={styles.header}>
              <div className={styles.headings}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={styles.description}>{description}</Dialog.Description>
                ) : null}
              </div>
              <OverlayClose>
                <IconButton label={closeLabel ?? strings.format('close')} icon={<X size={20} />} />
              </OverlayClose>
            </div>
            <div className={styles.body}>{children}</div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </Dialog.Content>
        </Dialog.Portal>
      ) : null}
    </>
  );
}
