import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { toggleDescription } from '../field/field.css';
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

/** A checkbox with its label as a 44 px target. */
export function Checkbox({ label, description, count, ...props }: CheckboxProps) {
  const descriptionId = useId();
  const formatNumber = useNumberFormatter();
  return (
    <div className={styles.root}>
      <AriaCheckbox
        {...props}
        className={styles.checkbox}
        aria-describedby={description ? descriptionId : undefined}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus size={16} strokeWidth={3} />
              ) : isSelected ? (
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
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <p id={descriptionId} className={toggleDescription}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
