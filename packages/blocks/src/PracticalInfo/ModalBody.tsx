import type { ReactNode } from 'react';
import * as styles from './PracticalInfo.css';

/**
 * The content of a modal whose body may scroll with nothing else to focus: focusable and named,
 * so that keyboard users can scroll it (WCAG 2.1.1).
 */
export function ModalBody({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
    <section className={styles.modalBody} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
