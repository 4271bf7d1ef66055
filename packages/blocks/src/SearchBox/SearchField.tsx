import {
  Drawer,
  DrawerContent,
  DrawerTrigger,
  Popover,
  PopoverContent,
  PopoverTrigger,
  useBreakpoint,
} from '@escale/ui';
import type { ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import * as styles from './SearchField.css';

export type SearchFieldLayout = 'bar' | 'stack' | 'responsive';

/**
 * The container of a search form's fields: side by side (`bar`), one under the other (`stack`), or
 * one under the other on mobile and side by side from the tablet breakpoint (`responsive`).
 */
export function searchFieldsClass(layout: SearchFieldLayout): string {
  return { bar: styles.bar, stack: styles.stack, responsive: styles.responsive }[layout];
}

export interface FieldSlotProps {
  /** The destination takes more room in a bar. */
  grows?: boolean;
  children: ReactNode;
}

/** One field's place in a bar or stack; it anchors the destination's suggestions. */
export function FieldSlot({ grows = false, children }: FieldSlotProps) {
  return (
    <div className={styles.slot} data-grow={grows || undefined}>
      {children}
    </div>
  );
}

export interface FieldTriggerProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'children' | 'className' | 'style' | 'value' | 'type'
  > {
  icon: ReactNode;
  /** The field's name, shown small above the value: "Dates". */
  label: string;
  /** What is chosen, or what to do when nothing is: "12 – 14 juin", "Ajouter des dates". */
  value: string;
  /** Shows the value as a placeholder. */
  isPlaceholder?: boolean;
  /** Visible but not editable (S-004). */
  isDisabled?: boolean;
  /** `box` (default) fills its slot; `chip` is a pill with label and value on one line. */
  variant?: 'box' | 'chip';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button of a search field: icon, label and value. Its accessible name is the label followed
 * by the value. Extra props (Radix trigger attributes and handlers) reach the button.
 */
export function FieldTrigger({
  icon,
  label,
  value,
  isPlaceholder = false,
  isDisabled = false,
  variant = 'box',
  ref,
  ...buttonProps
}: FieldTriggerProps) {
  return (
    <button
      {...buttonProps}
      ref={ref}
      type="button"
      className={styles.box}
      disabled={isDisabled}
      data-variant={variant}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} data-placeholder={isPlaceholder || undefined}>
          {value}
        </span>
      </span>
    </button>
  );
}

export interface FieldPanelProps {
  /** The panel's heading and accessible name. */
  title: string;
  /** The field's `FieldTrigger`. */
  trigger: ReactElement;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Actions under the panel, such as Confirm. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A field's panel: a dropdown under the field from the tablet breakpoint, a bottom drawer on
 * mobile. Escape, an outside press, the backdrop or the close button ask `onOpenChange(false)`.
 */
export function FieldPanel({ title, trigger, isOpen, onOpenChange, footer, children }: FieldPanelProps) {
  const isMobile = useBreakpoint() === 'mobile';
  if (isMobile) {
    return (
      <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
        <DrawerTrigger asChild>{trigger}</DrawerTrigger>
        <DrawerContent placement="bottom" title={title} footer={footer}>
          <div className={styles.panelBody}>{children}</div>
        </DrawerContent>
      </Drawer>
    );
  }
  return (
    <Popover isOpen={isOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent label={title}>
        <p className={styles.panelTitle} aria-hidden="true">
          {title}
        </p>
        <div className={styles.panelBody}>{children}</div>
        {footer ? <div className={styles.panelFooter}>{footer}</div> : null}
      </PopoverContent>
    </Popover>
  );
}
