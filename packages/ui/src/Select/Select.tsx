import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as fieldStyles from '../field/field.css';
import { ChevronDown, CircleAlert } from '../icons';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown as a first, empty choice until the user picks an option. */
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The form field name, so the choice is posted with a plain form. */
  name?: string;
  autoComplete?: string;
  /** Marks the select invalid (`aria-invalid`) and shows the message under it. */
  errorMessage?: string;
}

/**
 * A labelled native `<select>`: it works before hydration, in plain forms, and opens the platform's
 * own picker on mobile. A choice made before the page became interactive is taken once it has.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  isRequired = false,
  isDisabled = false,
  name,
  autoComplete,
  errorMessage,
}: SelectProps) {
  const id = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean);
  const [selected, setSelected] = useControlledState(
    value,
    defaultValue ?? (placeholder ? '' : (options[0]?.value ?? '')),
    onChange,
  );
  const selectRef = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, against the option the server marked.
  useEffect(() => {
    const select = selectRef.current;
    const rendered = [...(select?.options ?? [])].find((option) => option.defaultSelected);
    if (select && rendered && select.value !== rendered.value) setSelected(select.value);
  }, []);
  return (
    <div
      className={fieldStyles.field}
      data-disabled={isDisabled || undefined}
      data-status={errorMessage ? 'error' : undefined}
    >
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.wrap}>
        <select
          ref={selectRef}
          id={id}
          className={styles.select}
          value={selected}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => setSelected(event.target.value)}
          disabled={isDisabled}
          required={isRequired}
          name={name}
          autoComplete={autoComplete}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          aria-invalid={errorMessage ? true : undefined}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDown size={20} />
        </span>
      </div>
      {errorMessage ? (
        <p id={errorId} className={fieldStyles.message}>
          <CircleAlert size={16} className={fieldStyles.messageIcon} aria-hidden="true" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}
