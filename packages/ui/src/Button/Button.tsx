import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { spinner } from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export interface ButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'style' | 'disabled' | 'children' | 'value' | 'onClick'
  > {
  value?: string;
  /** Prominence. Defaults to `solid`. */
  variant?: styles.ButtonVariant;
  /** Semantic colour. Defaults to `brand`. */
  tone?: styles.ButtonTone;
  /** Defaults to `medium` (44 px high, the touch target). */
  size?: 'small' | 'medium' | 'large';
  isFullWidth?: boolean;
  /** `square` and `circle` fit an icon-only button (see IconButton). */
  shape?: 'default' | 'square' | 'circle';
  isDisabled?: boolean;
  /** Shows a spinner and ignores presses while an action runs. */
  isPending?: boolean;
  /** Called for mouse, touch, keyboard and assistive-technology presses alike. */
  onPress?: () => void;
  /** For wrappers such as Radix triggers (`asChild`), which merge their own handler. Prefer `onPress`. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A native `<button>`: the browser turns Enter, Space, touch and assistive-technology presses into
 * one click, and its `:hover`, `:active` and `:focus-visible` states are styled. Extra DOM props
 * (`aria-*`, `data-state`) pass through, so a Radix trigger can wrap it with `asChild`.
 */
export function Button({
  variant = 'solid',
  tone = 'brand',
  size = 'medium',
  isFullWidth = false,
  shape = 'default',
  isDisabled = false,
  isPending = false,
  onPress,
  iconStart,
  iconEnd,
  type = 'button',
  ref,
  children,
  onClick,
  ...domProps
}: ButtonProps) {
  const content = (
    <>
      {iconStart ? (
        <span className={styles.icon} aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      <span>{children}</span>
      {iconEnd ? (
        <span className={styles.icon} aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
    </>
  );
  return (
    <button
      {...domProps}
      ref={ref}
      type={type}
      disabled={isDisabled || isPending}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
      }}
      className={styles.button({ variant, tone, size, isFullWidth, shape })}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
    >
      {isPending ? (
        <span className={styles.pendingWrap}>
          <span className={styles.pendingLabel}>{content}</span>
          <span className={styles.pendingSpinner} aria-hidden="true">
            <span className={spinner({ size: 'small' })} />
          </span>
        </span>
      ) : (
        content
      )}
    </button>
  );
}
