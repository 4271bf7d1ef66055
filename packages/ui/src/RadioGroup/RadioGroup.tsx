import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as fieldStyles from '../field/field.css';
import { CircleAlert } from '../icons';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  /** A line under the option's label, read as its description. */
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  description?: string;
  /** Defaults to `vertical`; `horizontal` wraps on narrow screens. */
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name, so the choice posts with a plain form. */
  name?: string;
  /** Marks the group invalid (`aria-invalid`) and shows the message under it. */
  errorMessage?: string;
  /**
   * The chosen option is pressed again (a click, or Space on it), which `onChange` never reports:
   * for a choice that a second press takes back.
   */
  onSelectedPress?: (value: string) => void;
}

/**
 * A labelled single choice of native radio buttons: the browser gives the one tab stop, the arrow
 * keys that skip disabled options, and the value posted with a form.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  orientation = 'vertical',
  isDisabled = false,
  isRequired = false,
  name,
  errorMessage,
  onSelectedPress,
}: RadioGroupProps) {
  const id = useId();
  const [selected, setSelected] = useControlledState<string | null>(
    value === undefined ? undefined : value,
    defaultValue ?? null,
    (next) => {
      if (next !== null) onChange?.(next);
    },
  );
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      aria-orientation={orientation}
      aria-invalid={errorMessage ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-orientation={orientation}
      className={styles.group}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.options}>
        {options.map((option, index) => {
          const optionDescriptionId = option.description ? `${id}-${index}` : undefined;
          const isOptionDisabled = isDisabled || option.isDisabled;
          return (
            <div key={option.value} className={styles.option}>
              <label className={styles.radio} data-disabled={isOptionDisabled || undefined}>
                <input
                  type="radio"
                  className={styles.input}
                  name={name ?? id}
                  value={option.value}
                  checked={selected === option.value}
                  disabled={isOptionDisabled}
                  aria-describedby={
                    [optionDescriptionId, descriptionId].filter(Boolean).join(' ') || undefined
                  }
                  onChange={() => setSelected(option.value)}
                  onClick={() => {
                    if (option.value === selected) onSelectedPress?.(option.value);
                  }}
                />
                <span className={styles.circle} aria-hidden="true" />
                <span>{option.label}</span>
              </label>
              {option.description ? (
                <p id={optionDescriptionId} className={fieldStyles.toggleDescription}>
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {errorMessage ? (
        <div id={errorId} className={fieldStyles.message}>
          <CircleAlert size={16} className={fieldStyles.messageIcon} aria-hidden="true" />
          <span>{errorMessage}</span>
        </div>
      ) : null}
    </div>
  );
}
