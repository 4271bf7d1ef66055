import type { MouseEvent } from 'react';
import { useUiStrings } from '../i18n/useUiStrings';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the page's main content; it needs `tabIndex={-1}` to take the focus. */
  targetId: string;
  /** Defaults to "Skip to content" in the locale. */
  children?: string;
}

/**
 * The first stop of the Tab key (WCAG 2.4.1): hidden until focused, it moves the focus to the main
 * content past the header and its menus. It focuses the target instead of following `#id`, so
 * pages that keep their state in the URL hash keep it.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const strings = useUiStrings();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      {children ?? strings.format('skipToContent')}
    </a>
  );
}
