import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsProps {
  /** The selected tab's value, when controlled. */
  value?: string;
  /** The tab selected first, when uncontrolled. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** `automatic` (default) selects a tab as the arrow keys focus it; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  children: ReactNode;
}

/**
 * Tabs on Radix: arrow keys, Home and End move between tabs, the selected tab and panel carry
 * `data-state="active"`. Parts: `TabList`, `Tab`, `TabPanel`.
 */
export function Tabs({ value, defaultValue, onChange, activationMode, children }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onChange}
      activationMode={activationMode}
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabListProps {
  /** What the tabs choose between, for assistive technology. */
  'aria-label': string;
  children: ReactNode;
}

/** The row of tabs, scrolling sideways when it does not fit. */
export function TabList({ children, ...props }: TabListProps) {
  return (
    <RadixTabs.List {...props} className={styles.list}>
      {children}
    </RadixTabs.List>
  );
}

export interface TabProps {
  /** Matches the `value` of its `TabPanel`. */
  value: string;
  isDisabled?: boolean;
  children: ReactNode;
}

export function Tab({ value, isDisabled, children }: TabProps) {
  return (
    <RadixTabs.Trigger value={value} disabled={isDisabled} className={styles.tab}>
      {children}
    </RadixTabs.Trigger>
  );
}

export interface TabPanelProps {
  /** Matches the `value` of its `Tab`. */
  value: string;
  children: ReactNode;
}

export function TabPanel({ value, children }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} className={styles.panel}>
      {children}
    </RadixTabs.Content>
  );
}
