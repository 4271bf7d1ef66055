import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps {
  href: string;
  /** `inline` (underlined, inside text), `standalone` (bold, on its own), `quiet` (inherits colour). */
  variant?: 'inline' | 'standalone' | 'quiet';
  /** Opens in a new tab, safely (`rel="noopener noreferrer"`). */
  isExternal?: boolean;
  hrefLang?: string;
  rel?: string;
  /** Called before navigation; navigation itself goes through react-aria's RouterProvider. */
  onPress?: () => void;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  children: ReactNode;
}

/** A real `<a href>`: client-side navigation where the app gives react-aria a router. */
export function Link({ href, variant = 'inline', isExternal = false, rel, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      href={href}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel}
      className={styles.link({ variant })}
      data-variant={variant}
    >
      {children}
    </AriaLink>
  );
}
