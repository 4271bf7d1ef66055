import { CircleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import { RadioGroup as AriaRadioGroup, FieldError, Label, Radio, Text } from 'react-aria-components';
import * as fieldStyles from '../field/field.css';
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

/** A labelled single choice; arrow keys move between the options that are not disabled. */
export function RadioGroup({
  label,
  options,
  description,
  orientation = 'vertical',
  errorMessage,
  onSelectedPress,
  ...props
}: RadioGroupProps) {
  const idPrefix = useId();
  const dropNextClick = useRef(false);
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.group}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options}>
        {options.map((option, index) => {
          const descriptionId = option.description ? `${idPrefix}-${index}` : undefined;
          return (
            <div
              key={option.value}
              className={styles.option}
              onClickCapture={(event) => {
                if (!dropNextClick.current) return;
                dropNextClick.current = false;
                event.preventDefault();
                event.stopPropagation();
              }}
            >
              <Radio
                value={option.value}
                isDisabled={option.isDisabled}
                className={styles.radio}
                aria-describedby={descriptionId}
                onPress={
                  onSelectedPress && option.value === props.value
                    ? (event) => {
                        // Space also clicks the input, which would check it again: that click is dropped.
                        dropNextClick.current = event.pointerType === 'keyboard';
                        onSelectedPress(option.value);
                      }
                    : undefined
                }
              >
                <span className={styles.circle} aria-hidden="true" />
                <span>{option.label}</span>
              </Radio>
              {option.description ? (
                <p id={descriptionId} className={fieldStyles.toggleDescription}>
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError className={fieldStyles.message}>
        <CircleAlert size={16} className={fieldStyles.messageIcon} aria-hidden="true" />
        <span>{errorMessage}</span>
      </FieldError>
    </AriaRadioGroup>
  );
}
