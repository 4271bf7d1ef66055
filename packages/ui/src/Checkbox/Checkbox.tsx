import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { toggleDescription } from '../field/field.css';
import { useNumberFormat } from '../i18n/useNumberFormat';
import { Check, Minus } from '../icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: string;
  /** A line under the label, read as the checkbox's description. */
  description?: string;
  /** A number after the label, such as the results a filter value would give: "Spa (12)". */
  count?: number;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Shows a dash: some, not all, of a group is selected. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name and value, so the box posts with a plain form. */
  name?: string;
  value?: string;
}

/** A native checkbox with its label as a 44 px target; the box after it shows its state. */
export function Checkbox({
  label,
  description,
  count,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled = false,
  isRequired = false,
  name,
  value,
}: CheckboxProps) {
  const descriptionId = useId();
  const formatNumber = useNumberFormat();
  const [checked, setChecked] = useControlledState(isSelected, defaultSelected, onChange);
  return (
    <div className={styles.root}>
      <label
        className={styles.checkbox}
        data-selected={checked || undefined}
        data-indeterminate={isIndeterminate || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          type="checkbox"
          className={styles.input}
          ref={(input) => {
            if (input) input.indeterminate = isIndeterminate;
          }}
          checked={checked}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-describedby={description ? descriptionId : undefined}
          name={name}
          value={value}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? (
            <Minus size={16} strokeWidth={3} />
          ) : checked ? (
            <Check size={16} strokeWidth={3} />
          ) : null}
        </span>
        <span className={styles.label}>
          {label}
          {count === undefined ? null : (
            <>
              {' '}
              <span className={styles.count}>({formatNumber.format(count)})</span>
            </>
          )}
        </span>
      </label>
      {description ? (
        <p id={descriptionId} className={toggleDescription}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
