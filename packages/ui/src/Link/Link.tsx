import type { ReactNode } from 'react';
import * as styles from './Link.css';
import { useRoutedLink } from './linkRouter';

interface LinkBaseProps {
  href: string;
  /** Opens in a new tab, safely (`rel="noopener noreferrer"`). */
  isExternal?: boolean;
  hrefLang?: string;
  rel?: string;
  /** Saves the target (a file name, or true for the server's) instead of navigating to it. */
  download?: string | true;
  /** Called before navigation; navigation itself goes through the `LinkRouterProvider`. */
  onPress?: () => void;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  /** State for the page's styles and tests, such as `data-level`. */
  [data: `data-${string}`]: string | number | boolean | undefined;
  children: ReactNode;
}

export type LinkProps = LinkBaseProps &
  (
    | {
        /**
         * `inline` (default): underlined, inside text. `standalone`: bold, on its own. `quiet`:
         * inherits the text's colour. `overlay`: a card's title link whose press area covers the
         * card (its nearest positioned ancestor).
         */
        variant?: 'inline' | 'standalone' | 'quiet' | 'overlay';
        className?: never;
      }
    | {
        /** `plain`: no look of its own; the block that composes it gives its class (a chip, a menu item). */
        variant: 'plain';
        className: string;
      }
  );

/**
 * A real `<a href>`, navigating client-side where the app gives a `LinkRouterProvider`.
 */
export function Link({
  href,
  variant = 'inline',
  className,
  isExternal = false,
  rel,
  onPress,
  children,
  ...props
}: LinkProps) {
  const routed = useRoutedLink(href, onPress);
  return (
    <a
      data-variant={variant}
      {...props}
      {...routed}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel}
      className={variant === 'plain' ? className : styles.link({ variant })}
    >
      {children}
    </a>
  );
}
