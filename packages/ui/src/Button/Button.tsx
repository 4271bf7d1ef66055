import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { AriaButtonOptions } from 'react-aria';
import { mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
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
  /** For wrappers such as Radix triggers (`asChild`); called for keyboard presses too. Prefer `onPress`. */
  onClick?: AriaButtonOptions<'button'>['onClick'];
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A button on react-aria's press events. Extra DOM props (`aria-*`, `data-state`) are merged, and
 * `onClick` goes through react-aria, which also calls it for Enter and Space, so a Radix trigger
 * can wrap it with `asChild` and still open from the keyboard.
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
  const buttonRef = useObjectRef(ref);
  const { buttonProps, isPressed } = useButton(
    { type, isDisabled: isDisabled || isPending, onPress, onClick },
    buttonRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isPending });
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
      {...mergeProps(domProps, buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={styles.button({ variant, tone, size, isFullWidth, shape })}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
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
