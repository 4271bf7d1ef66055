import type { FocusEvent, Ref } from 'react';
import * as styles from './ComboBox.css';

export interface ComboBoxPlaceholderProps {
  /** Ties the label to the input. */
  id: string;
  label: string;
  variant?: 'field' | 'quiet';
  defaultValue?: string;
  placeholder?: string;
  /** The input's form name: the typed text is posted with a plain form. */
  name?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A plain labelled input with a `ComboBox`'s look, for a page that loads the combobox on first
 * use: rendered on the server, it works before JavaScript and in plain forms.
 */
export function ComboBoxPlaceholder({
  id,
  label,
  variant = 'field',
  defaultValue,
  placeholder,
  name,
  onFocus,
  ref,
}: ComboBoxPlaceholderProps) {
  return (
    <div className={styles.root({ variant })} data-variant={variant}>
      <label htmlFor={id} className={styles.label({ variant })}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        className={styles.input({ variant })}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        onFocus={onFocus}
      />
    </div>
  );
}
