import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './ModalBody.css';

export interface ModalBodyProps {
  /** The region's name, usually the dialog's title. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The content of a modal or drawer whose body may scroll with nothing else to focus: a named,
 * focusable region, so keyboard users can scroll it (WCAG 2.1.1, axe's scrollable-region rule).
 */
export function ModalBody({ label, className, children }: ModalBodyProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
    <section className={clsx(styles.body, className)} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
