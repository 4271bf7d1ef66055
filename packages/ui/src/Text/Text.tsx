import type { ReactNode } from 'react';
import * as styles from './Text.css';

export interface TextProps {
  /** Defaults to `medium` (16 px); `xsmall` 12, `small` 14, `large` 18 px. */
  size?: 'xsmall' | 'small' | 'medium' | 'large';
  /** Defaults to `default`. */
  tone?:
    | 'default'
    | 'strong'
    | 'muted'
    | 'link'
    | 'inverse'
    | 'critical'
    | 'positive'
    | 'caution'
    | 'info'
    | 'promo';
  weight?: 'regular' | 'medium' | 'bold';
  align?: 'left' | 'center' | 'right';
  as?: 'p' | 'span' | 'div' | 'strong' | 'label' | 'dt' | 'dd' | 'li';
  id?: string;
  children: ReactNode;
}

/** Body text in the theme's font and colours. */
export function Text({ size, tone, weight, align, as: Element = 'p', id, children }: TextProps) {
  return (
    <Element id={id} className={styles.text({ size, tone, weight, align })}>
      {children}
    </Element>
  );
}

export interface HeadingProps {
  /** The document level (`h1`…`h4`). */
  level: 1 | 2 | 3 | 4;
  /** The visual size when it differs from the level. */
  size?: 1 | 2 | 3 | 4;
  id?: string;
  children: ReactNode;
}

/** A heading in the theme's heading font. */
export function Heading({ level, size = level, id, children }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={styles.heading({ size: `${size}` })}>
      {children}
    </Element>
  );
}
