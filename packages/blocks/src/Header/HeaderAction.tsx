import { Link } from '@escale/ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Header.css';

interface ActionContent {
  icon: ReactNode;
  /** The visible label from the desktop breakpoint; the accessible name on every screen. */
  label: string;
  /** A number over the icon, such as the wishlist's item count; hidden from assistive technology. */
  count?: number;
  /** Read after the label by assistive technology only, such as "3 items" for `count`. */
  hiddenText?: string;
}

/** The accessible name: the label, then the hidden text. */
const nameOf = (label: string, hiddenText?: string) => (hiddenText ? `${label}, ${hiddenText}` : undefined);

function Content({ icon, label, count }: ActionContent) {
  return (
    <>
      <span className={styles.actionIcon} aria-hidden="true">
        {icon}
        {count ? <span className={styles.count} data-count={count} /> : null}
      </span>
      <span className={styles.actionLabel}>{label}</span>
    </>
  );
}

export interface HeaderButtonProps
  extends ActionContent,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> {
  ref?: Ref<HTMLButtonElement>;
}

/** An icon button of the header; a Radix trigger can wrap it with `asChild` (props are spread). */
export function HeaderButton({ icon, label, count, hiddenText, ref, ...props }: HeaderButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.action}
      aria-label={nameOf(label, hiddenText)}
      {...props}
    >
      <Content icon={icon} label={label} count={count} />
    </button>
  );
}

export interface HeaderLinkProps extends ActionContent {
  href: string;
}

/** An icon link of the header. */
export function HeaderLink({ icon, label, count, hiddenText, ...props }: HeaderLinkProps) {
  return (
    <Link variant="plain" {...props} className={styles.action} aria-label={nameOf(label, hiddenText)}>
      <Content icon={icon} label={label} count={count} />
    </Link>
  );
}
