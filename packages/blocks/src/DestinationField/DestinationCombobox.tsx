import {
  addRecentSearch,
  applyDestination,
  DESTINATION_KEYS,
  type DestinationKey,
  type SearchCriteria,
  SUGGESTION_DEBOUNCE_MS,
  type SuggestionGroups,
  setCriterion,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { IconButton } from '@escale/ui';
import { clsx } from 'clsx';
import { Building2, History, Landmark, type LucideIcon, MapPin, Mountain, Waves, X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useComboBox, useListBox, useListBoxSection, useOption } from 'react-aria';
import { type ComboBoxState, Item, type Node, Section, useComboBoxState } from 'react-stately';
import * as fieldStyles from '../SearchBox/SearchField.css';
import type { DestinationFieldProps } from './DestinationField';
import * as styles from './DestinationField.css';

export interface DestinationComboboxProps extends DestinationFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** The text of the plain input it replaces. */
  initialInputValue: string;
  /** Takes the focus on mount: the plain input had it. */
  autoFocus: boolean;
}

interface Option {
  key: string;
  category: DestinationKey;
  id: string;
  label: string;
  isRecent: boolean;
}

interface Group {
  key: string;
  title: string;
  items: Option[];
}

const categoryIcons: Record<DestinationKey, LucideIcon> = {
  city: MapPin,
  hotel: Building2,
  searesort: Waves,
  skiresort: Mountain,
  touristicregion: Landmark,
  region: Landmark,
  department: Landmark,
  country: Landmark,
  poi: Landmark,
};

/** Removes every destination key, for the clear button. */
function withoutDestination(criteria: SearchCriteria): SearchCriteria {
  return DESTINATION_KEYS.reduce((next, key) => setCriterion(next, key, null), criteria);
}

/**
 * The destination combobox (react-aria): recent searches while the input is empty (S-029),
 * suggestions grouped by category with headings while typing (S-030), asked 500 ms after the last
 * keystroke (S-031); a failed request keeps the list as it was, without a message (S-032).
 * Choosing one sets that destination and clears the other geographic keys (S-028).
 */
export function DestinationCombobox({
  id,
  label,
  placeholder,
  initialInputValue,
  autoFocus,
  criteria,
  destinationLabel,
  onChange,
  recentSearches,
  onRecentSearchesChange,
  loadSuggestions,
  categories,
  name = 'destination',
}: DestinationComboboxProps) {
  const t = useT();
  const [inputValue, setInputValue] = useState(initialInputValue);
  const [term, setTerm] = useState(initialInputValue.trim());
  const [suggestions, setSuggestions] = useState<SuggestionGroups>([]);
  // Showing the chosen name must not reopen the list; typing or a new focus does.
  const [isChosen, setChosen] = useState(false);
  const load = useRef(loadSuggestions);
  load.current = loadSuggestions;
  // A destination set from outside (cleared by "Travel locally!", a new page) shows at once.
  const [shownLabel, setShownLabel] = useState(destinationLabel);
  if (shownLabel !== destinationLabel) {
    setShownLabel(destinationLabel);
    setInputValue(destinationLabel);
    setTerm('');
  }

  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load.current(term, controller.signal).then(
        (groups) => {
          if (!controller.signal.aborted) setSuggestions(groups);
        },
        () => {},
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  const groups = useMemo<Group[]>(() => {
    if (!inputValue.trim()) {
      const items = recentSearches
        .filter((search) => !categories || categories.includes(search.category))
        .map((search) => ({ ...search, key: `recent:${search.category}:${search.id}`, isRecent: true }));
      return items.length ? [{ key: 'recent', title: t('destination.recent'), items }] : [];
    }
    return suggestions
      .filter((group) => !categories || categories.includes(group.category))
      .map((group) => ({
        key: group.category,
        title: t(`destination.category.${group.category}`),
        items: group.items.map((item) => ({
          key: `${group.category}:${item.id}`,
          category: group.category,
          id: item.id,
          label: item.label,
          isRecent: false,
        })),
      }));
  }, [inputValue, recentSearches, suggestions, categories, t]);

  const options = useMemo(
    () => new Map(groups.flatMap((group) => group.items.map((item) => [item.key, item] as const))),
    [groups],
  );

  const stateRef = useRef<ComboBoxState<Group> | null>(null);
  const choose = (key: string) => {
    const option = options.get(key);
    if (!option) return;
    setInputValue(option.label);
    setTerm('');
    setChosen(true);
    onChange(applyDestination(criteria, option.category, option.id), option.label);
    onRecentSearchesChange(
      addRecentSearch(recentSearches, { id: option.id, label: option.label, category: option.category }),
    );
    stateRef.current?.close();
  };

  // The plain input already cleared the text on its focus; later focuses clear it here (S-027).
  // react-aria calls these only when focus enters or leaves the field, not when it moves inside.
  const skipFocusClear = useRef(autoFocus);
  const onFocus = () => {
    if (skipFocusClear.current) {
      skipFocusClear.current = false;
      return;
    }
    setInputValue('');
    setTerm('');
  };
  // Leaving without choosing shows the chosen destination again.
  const onBlur = () => {
    setInputValue(destinationLabel);
    setTerm('');
    setChosen(false);
  };

  const comboProps = {
    id,
    label,
    placeholder,
    items: groups,
    children: (group: Group) => (
      <Section key={group.key} title={group.title} items={group.items}>
        {(item: Option) => (
          <Item key={item.key} textValue={item.label}>
            {item.label}
          </Item>
        )}
      </Section>
    ),
    inputValue,
    onInputChange: (value: string) => {
      setInputValue(value);
      setTerm(value.trim());
      setChosen(false);
    },
    selectedKey: null,
    onSelectionChange: (key: string | number | null) => {
      if (key !== null) choose(String(key));
    },
    allowsCustomValue: true,
    menuTrigger: isChosen ? ('manual' as const) : ('focus' as const),
    onFocus,
    onBlur,
  };
  const state = useComboBoxState<Group>(comboProps);
  stateRef.current = state;

  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const { labelProps, inputProps, listBoxProps } = useComboBox(
    { ...comboProps, inputRef, listBoxRef, popoverRef },
    state,
  );

  useEffect(() => {
    if (!autoFocus || !inputRef.current) return;
    const input = inputRef.current;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  const clear = () => {
    setInputValue('');
    setTerm('');
    onChange(withoutDestination(criteria), '');
  };

  return (
    <div className={clsx(fieldStyles.box, styles.box)}>
      <span className={fieldStyles.icon} aria-hidden="true">
        <MapPin size={20} />
      </span>
      <span className={fieldStyles.text}>
        <label {...labelProps} htmlFor={id} className={clsx(fieldStyles.label, styles.label)}>
          {label}
        </label>
        <input {...inputProps} ref={inputRef} name={name} className={styles.input} autoComplete="off" />
      </span>
      {destinationLabel && !state.isFocused ? (
        <span className={styles.clear}>
          <IconButton label={t('destination.clear')} icon={<X size={20} />} onPress={clear} />
        </span>
      ) : null}
      {state.isOpen ? (
        <div ref={popoverRef} className={styles.popup}>
          <SuggestionList
            state={state}
            listBoxProps={listBoxProps}
            listBoxRef={listBoxRef}
            options={options}
          />
        </div>
      ) : null}
    </div>
  );
}

interface SuggestionListProps {
  state: ComboBoxState<Group>;
  listBoxProps: Parameters<typeof useListBox>[0];
  listBoxRef: RefObject<HTMLUListElement | null>;
  options: Map<string, Option>;
}

function SuggestionList({ state, listBoxProps, listBoxRef, options }: SuggestionListProps) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <ul {...props} ref={listBoxRef} className={styles.list}>
      {[...state.collection].map((section) => (
        <SuggestionSection key={section.key} section={section} state={state} options={options} />
      ))}
    </ul>
  );
}

interface SuggestionSectionProps {
  section: Node<Group>;
  state: ComboBoxState<Group>;
  options: Map<string, Option>;
}

function SuggestionSection({ section, state, options }: SuggestionSectionProps) {
  const { itemProps, headingProps, groupProps } = useListBoxSection({
    heading: section.rendered,
    'aria-label': section['aria-label'],
  });
  const children = [...(state.collection.getChildren?.(section.key) ?? [])];
  return (
    <li {...itemProps} className={styles.section}>
      <span {...headingProps} className={styles.heading}>
        {section.rendered}
      </span>
      <ul {...groupProps} className={styles.group}>
        {children.map((item) => (
          <SuggestionOption key={item.key} item={item} state={state} option={options.get(String(item.key))} />
        ))}
      </ul>
    </li>
  );
}

interface SuggestionOptionProps {
  item: Node<Group>;
  state: ComboBoxState<Group>;
  option: Option | undefined;
}

function SuggestionOption({ item, state, option }: SuggestionOptionProps) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: item.key }, state, ref);
  const Icon = option?.isRecent ? History : option ? categoryIcons[option.category] : MapPin;
  const content: ReactNode = item.rendered;
  return (
    <li {...optionProps} ref={ref} className={styles.option} data-focused={isFocused || undefined}>
      <span className={styles.optionIcon} aria-hidden="true">
        <Icon size={20} />
      </span>
      <span>{content}</span>
    </li>
  );
}
