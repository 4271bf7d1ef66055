import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useRef } from 'react';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../i18n/useUiStrings';
import { X } from '../icons';
import * as styles from './Overlay.css';
import type { OverlayPanelProps } from './overlayParts';
import type { OverlayState } from './overlayState';

/**
 * The Radix Dialog of a Drawer or Modal, loaded on first use: backdrop and panel in a portal, with
 * title, close button, scrolling body and optional footer.
 */
export default function OverlayPanel({
  state,
  container,
  title,
  description,
  footer,
  closeLabel,
  children,
  panelClassName,
  dataAttributes,
}: OverlayPanelProps & { state: OverlayState; container: HTMLElement | null }) {
  const strings = useUiStrings();
  // Where focus was when the overlay opened, before Radix moved it in.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={state.isOpen} onOpenChange={state.setOpen}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          id={state.contentId}
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
            // Our trigger is not Radix's, so focus goes back by hand: to it, or without one to the opener.
            event.preventDefault();
            (state.triggerRef.current ?? opener.current)?.focus();
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
            <Dialog.Close asChild>
              <IconButton label={closeLabel ?? strings.format('close')} icon={<X size={20} />} />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
