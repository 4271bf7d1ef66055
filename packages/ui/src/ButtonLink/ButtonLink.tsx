import type { ReactNode } from 'react';
import * as buttonStyles from '../Button/Button.css';
import { useRoutedLink } from '../Link/linkRouter';

export interface ButtonLinkProps {
  href: string;
  /** Prominence. Defaults to `solid`. */
  variant?: buttonStyles.ButtonVariant;
  /** Semantic colour. Defaults to `brand`. */
  tone?: buttonStyles.ButtonTone;
  /** Defaults to `medium` (44 px high, the touch target). */
  size?: 'small' | 'medium' | 'large';
  isFullWidth?: boolean;
  /** Opens in a new tab (`target="_blank"`, with `noopener noreferrer`). */
  isNewTab?: boolean;
  /** Called before navigation; navigation itself goes through the `LinkRouterProvider`. */
  onPress?: () => void;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children: ReactNode;
}

/**
 * A real `<a href>` that looks like a `Button`, for calls to action that lead to another page
 * ("Go to the homepage"): a link to assistive technologies and to the browser (new tab, copy link).
 */
export function ButtonLink({
  href,
  variant = 'solid',
  tone = 'brand',
  size = 'medium',
  isFullWidth = false,
  isNewTab = false,
  iconStart,
  iconEnd,
  onPress,
  children,
  ...props
}: ButtonLinkProps) {
  const routed = useRoutedLink(href, onPress);
  return (
    <a
      {...props}
      {...routed}
      target={isNewTab ? '_blank' : undefined}
      rel={isNewTab ? 'noopener noreferrer' : undefined}
      className={buttonStyles.button({ variant, tone, size, isFullWidth, shape: 'default' })}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
    >
      {iconStart ? (
        <span className={buttonStyles.icon} aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      <span>{children}</span>
      {iconEnd ? (
        <span className={buttonStyles.icon} aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
    </a>
  );
}
