import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export interface BadgeProps {
  /** Semantic colour; `scarcity`, `reinsurance` and `social` are the stress-message colours. Defaults to `neutral`. */
  tone?: styles.BadgeTone;
  /** `soft` (default): tinted background; `solid`: full colour. */
  variant?: styles.BadgeVariant;
  /** Defaults to `medium` (14 px text). */
  size?: 'small' | 'medium';
  /** A decorative icon or emoji before the label, hidden from assistive technology. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short label: a stress message, a promotion, a marketing label. Not interactive. */
export function Badge({ tone = 'neutral', variant = 'soft', size = 'medium', icon, children }: BadgeProps) {
  return (
    <span
      className={styles.badge({ tone, variant, size })}
      data-tone={tone}
      data-variant={variant}
      data-size={size}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
    </span>
  );
}
