import { type ChangeEvent, useId, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as fieldStyles from '../field/field.css';
import { afterPress, watchPresses } from '../hooks/afterPress';
import { useUiStrings } from '../i18n/useUiStrings';
import { CircleAlert, CircleCheck } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextField.css';

export type TextFieldStatus = 'success' | 'error';

export interface TextFieldProps {
  label: string;
  /** Help under the label, such as a format hint. */
  description?: string;
  /** Defaults to `text`. */
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'search' | 'url' | 'date';
  /** An empty value shows "Mandatory field" after blur. */
  isRequired?: boolean;
  /** Adds "(optional)" to the label. */
  isOptional?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Typing beyond it is refused; with `multiline` a counter shows. */
  maxLength?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Checked after the first blur: an error message, or null when the value is fine. */
  validate?: (value: string) => string | null;
  /** An error from outside (a server answer); shown at once, before `validate`. */
  errorMessage?: string;
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  placeholder?: string;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** Visible lines of a multiline field. Defaults to 4. */
  rows?: number;
  /** Replace the field's own words: "Mandatory field", "(optional)", "Valid", "12/500 characters". */
  mandatoryMessage?: string;
  optionalLabel?: string;
  validLabel?: string;
  counterLabel?: (count: number, max: number) => string;
}

/**
 * A labelled text input. Its status (002 §5 "Input status") shows only once the user has left the
 * field: an error when it is required and empty or when `validate` says so, success when it holds a
 * valid value. The field carries `data-status`; the input gets `aria-invalid` and `aria-describedby`.
 * A native input: required is said with `aria-required`, so the browser's own bubbles never show.
 */
export function TextField({
  label,
  description,
  type = 'text',
  isRequired = false,
  isOptional = false,
  isDisabled = false,
  isReadOnly = false,
  maxLength,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  validate,
  errorMessage,
  name,
  autoComplete,
  inputMode,
  placeholder,
  multiline = false,
  rows = 4,
  mandatoryMessage,
  optionalLabel,
  validLabel,
  counterLabel,
}: TextFieldProps) {
  const strings = useUiStrings();
  const id = useId();
  const [text, setText] = useControlledState(value, defaultValue, onChange);
  const [isTouched, setTouched] = useState(false);

  const ownError = isTouched
    ? isRequired && text.trim() === ''
      ? (mandatoryMessage ?? strings.format('mandatory'))
      : (validate?.(text) ?? null)
    : null;
  const error = errorMessage ?? ownError;
  const status: TextFieldStatus | undefined = error
    ? 'error'
    : isTouched && text !== ''
      ? 'success'
      : undefined;
  const inputId = `${id}-input`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = status === 'error' ? `${id}-error` : undefined;
  const validId = status === 'success' ? `${id}-valid` : undefined;

  const controlProps = {
    id: inputId,
    name,
    value: text,
    placeholder,
    maxLength,
    autoComplete,
    inputMode,
    disabled: isDisabled,
    readOnly: isReadOnly,
    'aria-required': isRequired || undefined,
    'aria-invalid': status === 'error' || undefined,
    'aria-describedby': [descriptionId, errorId, validId].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.target.value),
    onFocus: watchPresses,
    onBlur: () =>
      afterPress(() => {
        setTouched(true);
        onBlur?.();
      }),
  };

  return (
    <div className={fieldStyles.field} data-status={status}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {isOptional ? (
          <>
            {' '}
            <span className={fieldStyles.labelHint}>{optionalLabel ?? strings.format('optional')}</span>
          </>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.controlWrap}>
        {multiline ? (
          <textarea {...controlProps} className={styles.textArea} rows={rows} />
        ) : (
          <input {...controlProps} type={type} className={styles.input} />
        )}
        {status === 'success' ? (
          <span className={styles.statusIcon} aria-hidden="true">
            <CircleCheck size={20} />
          </span>
        ) : null}
      </div>
      {status === 'success' ? (
        <VisuallyHidden id={validId}>{validLabel ?? strings.format('valid')}</VisuallyHidden>
      ) : null}
      {status === 'error' ? (
        <div id={errorId} className={fieldStyles.message}>
          <CircleAlert size={16} className={fieldStyles.messageIcon} aria-hidden="true" />
          <span>{error}</span>
        </div>
      ) : null}
      {multiline && maxLength !== undefined ? (
        <span className={styles.counter}>
          {counterLabel?.(text.length, maxLength) ??
            strings.format('characterCount', { count: text.length, max: maxLength })}
        </span>
      ) : null}
    </div>
  );
}
