import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  ComboBox as AriaComboBox,
  Collection,
  ComboBoxStateContext,
  FieldError,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  PopoverContext,
  Text,
  useSlottedContext,
} from 'react-aria-components';
import type { ComboBoxState } from 'react-stately';
import * as fieldStyles from '../field/field.css';
import { CircleAlert } from '../icons';
import * as styles from './ComboBox.css';
import { usePageStaysReadable } from './usePageStaysReadable';

export interface ComboBoxOption {
  id: string;
  label: string;
  /** A pictogram before the label (decorative). */
  icon?: ReactNode;
}

export interface ComboBoxSection {
  id: string;
  /** The section's heading, also the name of its group of options. */
  title: string;
  options: readonly ComboBoxOption[];
}

export interface ComboBoxProps {
  label: string;
  /** `field` (default): a labelled field of its own; `quiet`: label and input for a box the page draws. */
  variant?: 'field' | 'quiet';
  /** The options, in titled sections. The list shows while it has options. */
  sections: readonly ComboBoxSection[];
  inputValue?: string;
  defaultInputValue?: string;
  onInputChange?: (value: string) => void;
  selectedKey?: string | null;
  /** Called with the chosen option's id (`null` when the choice is cleared). */
  onSelectionChange?: (id: string | null) => void;
  /** When the list opens: as the user types (`input`, default), on focus, or only by the arrow keys. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  /** Keeps typed text that matches no option. */
  allowsCustomValue?: boolean;
  placeholder?: string;
  /** The input's form name: the typed text is posted with a plain form. */
  name?: string;
  description?: string;
  /** Marks the field invalid (`aria-invalid`) and shows the message under it. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Takes the focus on mount, with the caret at the end of the text. */
  autoFocus?: boolean;
  /** Called when focus enters the field, and when it leaves (not when it moves into the list). */
  onFocus?: () => void;
  onBlur?: () => void;
  /** Called with the list's new state. */
  onOpenChange?: (isOpen: boolean) => void;
}

function Section({ section }: { section: ComboBoxSection }) {
  return (
    <ListBoxSection id={section.id} className={styles.section}>
      <Header className={styles.heading}>{section.title}</Header>
      <Collection items={section.options}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
            {option.icon ? (
              <span className={styles.optionIcon} aria-hidden="true">
                {option.icon}
              </span>
            ) : null}
            <span>{option.label}</span>
          </ListBoxItem>
        )}
      </Collection>
    </ListBoxSection>
  );
}

/** The list, under the field in the page's flow; react-aria's popover ref marks it as the combobox's. */
function Suggestions() {
  const state = useContext(ComboBoxStateContext);
  const popover = useSlottedContext(PopoverContext);
  const list = (
    <ListBox<ComboBoxSection> className={styles.list}>{(section) => <Section section={section} />}</ListBox>
  );
  // react-aria builds the collection from a copy of the children rendered without the state.
  if (!state) return list;
  if (!state.isOpen) return null;
  const attach = (element: HTMLDivElement | null) => {
    const ref = popover?.ref;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <div ref={attach} className={styles.popup}>
      {list}
    </div>
  );
}

/** Hands react-aria's state to the ComboBox around it, which closes the list once an option is chosen. */
function StateBridge({ stateRef }: { stateRef: RefObject<ComboBoxState<object> | null> }) {
  const state = useContext(ComboBoxStateContext);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state, stateRef]);
  return null;
}

/**
 * A text input with a list of options (react-aria-components): arrows move through the options,
 * Enter chooses, Escape closes the list. The options come in titled sections; their text is the
 * caller's, unfiltered. The list is not a portal, so the page around stays readable while it is
 * open (`usePageStaysReadable`).
 */
export function ComboBox({
  label,
  variant = 'field',
  sections,
  description,
  errorMessage,
  autoFocus = false,
  onFocus,
  onBlur,
  onOpenChange,
  onSelectionChange,
  ...props
}: ComboBoxProps) {
  const [isOpen, setOpen] = useState(false);
  usePageStaysReadable(isOpen);
  const inputRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef<ComboBoxState<object> | null>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  return (
    <AriaComboBox
      {...props}
      items={sections}
      onSelectionChange={(key) => {
        onSelectionChange?.(key === null ? null : String(key));
        // With a controlled selection react-aria leaves the list open for the page to close.
        if (key !== null) stateRef.current?.close();
      }}
      onOpenChange={(open) => {
        setOpen(open);
        onOpenChange?.(open);
      }}
      onFocus={() => onFocus?.()}
      onBlur={() => onBlur?.()}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.root({ variant })}
      data-variant={variant}
    >
      <Label className={styles.label({ variant })}>{label}</Label>
      <div className={styles.control({ variant })}>
        <Input ref={inputRef} className={styles.input({ variant })} />
        <Suggestions />
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.message}>
        <CircleAlert size={16} className={fieldStyles.messageIcon} aria-hidden="true" />
        <span>{errorMessage}</span>
      </FieldError>
      <StateBridge stateRef={stateRef} />
    </AriaComboBox>
  );
}
