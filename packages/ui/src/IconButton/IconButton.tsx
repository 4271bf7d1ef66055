import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { icon } from '../Button/Button.css';

export interface IconButtonProps
  extends Omit<ButtonProps, 'children' | 'iconStart' | 'iconEnd' | 'isFullWidth' | 'shape' | 'aria-label'> {
  /** The accessible name: an icon button has no visible text. */
  label: string;
  icon: ReactNode;
  /** Defaults to `square`. */
  shape?: 'square' | 'circle';
}

/** A button showing only an icon, named by `label`. Defaults to a ghost neutral button. */
export function IconButton({
  label,
  icon: iconNode,
  shape = 'square',
  variant = 'ghost',
  tone = 'neutral',
  ...props
}: IconButtonProps) {
  return (
    <Button {...props} variant={variant} tone={tone} shape={shape} aria-label={label} title={label}>
      <span className={icon} aria-hidden="true">
        {iconNode}
      </span>
    </Button>
  );
}
