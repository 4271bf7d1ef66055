import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { ListBox as AriaListBox, ListBoxItem } from 'react-aria-components';
import * as fieldStyles from '../field/field.css';
import { Check, CircleAlert } from '../icons';
import * as styles from './ListBox.css';

export interface ListBoxOption {
  id: string;
  label: string;
  /** A pictogram before the label (decorative). */
  icon?: ReactNode;
  isDisabled?: boolean;
}

export interface ListBoxProps {
  /** A visible label above the list; without it, give `aria-label`. */
  label?: string;
  'aria-label'?: string;
  options: readonly ListBoxOption[];
  /** `list` (default): rows, the chosen one checked; `grid`: tiles that wrap, 200 px at least. */
  layout?: 'list' | 'grid';
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  /** Called with the chosen option's id, or `null` when the chosen one is pressed again. */
  onSelectionChange?: (id: string | null) => void;
  /** Chooses when the press ends, so a touch that scrolls the list chooses nothing. */
  shouldSelectOnPressUp?: boolean;
  /** Marks the list invalid (`aria-invalid`) and shows the message under it. */
  errorMessage?: string;
}

/**
 * A single choice among options shown at once (react-aria-components): arrows move, Enter or Space
 * choose, type-ahead finds an option. Pressing the chosen option again clears the choice.
 */
export function ListBox({
  label,
  'aria-label': ariaLabel,
  options,
  layout = 'list',
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  shouldSelectOnPressUp,
  errorMessage,
}: ListBoxProps) {
  const labelId = useId();
  const errorId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // react-aria's ListBox does not pass `aria-invalid` on.
  useLayoutEffect(() => {
    if (errorMessage) ref.current?.setAttribute('aria-invalid', 'true');
    else ref.current?.removeAttribute('aria-invalid');
  }, [errorMessage]);
  const toKeys = (key: string | null | undefined) =>
    key === undefined ? undefined : key === null ? [] : [key];
  return (
    <div className={styles.field} data-invalid={errorMessage ? true : undefined}>
      {label ? (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      ) : null}
      <AriaListBox
        ref={ref}
        aria-label={ariaLabel}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        items={options}
        layout={layout === 'grid' ? 'grid' : 'stack'}
        selectionMode="single"
        shouldSelectOnPressUp={shouldSelectOnPressUp}
        selectedKeys={toKeys(selectedKey)}
        defaultSelectedKeys={toKeys(defaultSelectedKey)}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          onSelectionChange?.(key === undefined ? null : String(key));
        }}
        className={styles.list({ layout })}
      >
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            isDisabled={option.isDisabled}
            className={styles.option({ layout })}
          >
            {({ isSelected }) => (
              <>
                {option.icon ? <span className={styles.optionIcon}>{option.icon}</span> : null}
                <span className={styles.optionLabel}>{option.label}</span>
                {layout === 'list' && isSelected ? <Check size={20} aria-hidden="true" /> : null}
              </>
            )}
          </ListBoxItem>
        )}
      </AriaListBox>
      {errorMessage ? (
        <p id={errorId} className={fieldStyles.message}>
          <CircleAlert size={16} className={fieldStyles.messageIcon} aria-hidden="true" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}
