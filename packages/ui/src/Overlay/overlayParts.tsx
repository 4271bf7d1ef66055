import { useT } from '@escale/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { IconButton } from '../IconButton';
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

/** The state of a dialog-based overlay (Radix Dialog, modal: focus trap, scroll lock, inert page). */
export function OverlayRoot({ isOpen, defaultOpen, onOpenChange, children }: OverlayRootProps) {
  return (
    <Dialog.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
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
  return <Dialog.Trigger asChild={asChild}>{children}</Dialog.Trigger>;
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
  children,
  panelClassName,
  dataAttributes,
}: OverlayContentProps & { panelClassName: string; dataAttributes: Record<`data-${string}`, string> }) {
  const t = useT();
  const [anchorRef, themeRoot] = useThemeRoot();
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
          >
            <div className={styles.header}>
              <div className={styles.headings}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={styles.description}>{description}</Dialog.Description>
                ) : null}
              </div>
              <OverlayClose>
                <IconButton label={t('dialog.close')} icon={<X size={20} />} />
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
