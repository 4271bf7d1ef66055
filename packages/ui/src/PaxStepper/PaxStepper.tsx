import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { button, icon as iconStyle } from '../Button/Button.css';
import { useUiStrings } from '../i18n/useUiStrings';
import { Minus, Plus } from '../icons';
import * as styles from './PaxStepper.css';
import { isWithinBounds, stepperValue } from './stepperValue';

export interface PaxStepperProps {
  /** What is counted: "Adults". */
  label: string;
  /** A hint under the label, such as an age range: "12 years and over". */
  description?: string;
  /** The lowest value, such as the domain's limit for this kind of traveller. */
  minValue: number;
  /** The highest value. */
  maxValue: number;
  /** A missing value shows the minimum (S-288). */
  value?: number | null;
  defaultValue?: number;
  /** Called with values inside the bounds only: a change outside them is ignored. */
  onChange?: (value: number) => void;
  /** Visible but not editable, as in the gifting and activity flows. */
  isDisabled?: boolean;
  /** Posts the value with a plain form under this name. */
  name?: string;
  /** The − and + buttons' names; default to "Remove one: {label}" and "Add one: {label}". */
  decrementAriaLabel?: string;
  incrementAriaLabel?: string;
}

/**
 * A number stepper: − and + buttons around a spin button. The spin button is the one tab stop and
 * answers Arrow Up and Down, Home and End; the buttons serve pointers, touch and screen readers (as in
 * react-aria's NumberField) and are disabled at the bounds.
 */
export function PaxStepper({
  label,
  description,
  minValue,
  maxValue,
  value,
  defaultValue,
  onChange,
  isDisabled = false,
  name,
  decrementAriaLabel,
  incrementAriaLabel,
}: PaxStepperProps) {
  const strings = useUiStrings();
  const labelId = useId();
  const descriptionId = useId();
  const spinRef = useRef<HTMLDivElement>(null);
  const bounds = { min: minValue, max: maxValue };
  const [raw, setRaw] = useControlledState(value ?? undefined, defaultValue ?? minValue, onChange);
  const current = stepperValue(raw, bounds);

  const change = (next: number) => {
    if (isDisabled || next === current || !isWithinBounds(next, bounds)) return;
    setRaw(next);
  };
  const press = (next: number) => {
    change(next);
    spinRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number | undefined> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      Home: minValue,
      End: maxValue,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    change(next);
  };

  return (
    <div className={styles.root} data-disabled={isDisabled || undefined}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <div className={styles.controls}>
        <StepButton
          label={decrementAriaLabel ?? strings.format('removeOne', { label })}
          icon={<Minus size={20} />}
          isDisabled={isDisabled || current <= minValue}
          onPress={() => press(current - 1)}
        />
        <div
          onKeyDown={onKeyDown}
          ref={spinRef}
          role="spinbutton"
          tabIndex={isDisabled ? undefined : 0}
          className={styles.value}
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          aria-valuenow={current}
          aria-valuemin={minValue}
          aria-valuemax={maxValue}
          aria-disabled={isDisabled || undefined}
        >
          {current}
        </div>
        <StepButton
          label={incrementAriaLabel ?? strings.format('addOne', { label })}
          icon={<Plus size={20} />}
          isDisabled={isDisabled || current >= maxValue}
          onPress={() => press(current + 1)}
        />
      </div>
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </div>
  );
}

interface StepButtonProps {
  label: string;
  icon: ReactNode;
  isDisabled: boolean;
  onPress: () => void;
}

/** A round − or + button, out of the tab order: the spin button is the keyboard's way in. */
function StepButton({ label, icon, isDisabled, onPress }: StepButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      tabIndex={-1}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
      className={button({ variant: 'outline', tone: 'brand', shape: 'circle' })}
    >
      <span className={iconStyle} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
