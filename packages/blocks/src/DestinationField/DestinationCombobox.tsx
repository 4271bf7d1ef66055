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
import { ComboBox, type ComboBoxSection } from '@escale/ui/ComboBox';
import {
  Building2,
  History,
  type IconComponent,
  Landmark,
  MapPin,
  Mountain,
  Waves,
  X,
} from '@escale/ui/icons';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as fieldStyles from '../SearchBox/SearchField.css';
import type { DestinationFieldProps } from './DestinationField';
import * as styles from './DestinationField.css';

export interface DestinationComboboxProps extends DestinationFieldProps {
  label: string;
  placeholder: string;
  /** The text of the plain input it replaces. */
  initialInputValue: string;
  /** Takes the focus on mount: the plain input had it. */
  autoFocus: boolean;
}

interface Option {
  category: DestinationKey;
  id: string;
  label: string;
}

const categoryIcons: Record<DestinationKey, IconComponent> = {
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
 * The destination combobox: recent searches while the input is empty (S-029), suggestions grouped
 * by category with headings while typing (S-030), asked 500 ms after the last keystroke (S-031); a
 * failed request keeps the list as it was, without a message (S-032). Choosing one sets that
 * destination and clears the other geographic keys (S-028).
 */
export function DestinationCombobox({
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
  const [isFocused, setFocused] = useState(autoFocus);
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

  const options = useMemo(() => {
    const byKey = new Map<string, Option>();
    const sections: ComboBoxSection[] = [];
    const section = (id: string, title: string, items: Option[], icon: (option: Option) => IconComponent) => {
      if (items.length === 0) return;
      sections.push({
        id,
        title,
        options: items.map((item) => {
          const key = `${id}:${item.category}:${item.id}`;
          byKey.set(key, item);
          const Icon = icon(item);
          return { id: key, label: item.label, icon: <Icon size={20} /> };
        }),
      });
    };
    if (!inputValue.trim()) {
      const recent = recentSearches.filter((search) => !categories || categories.includes(search.category));
      section('recent', t('destination.recent'), recent, () => History);
    } else {
      for (const group of suggestions) {
        if (categories && !categories.includes(group.category)) continue;
        const items = group.items.map((item) => ({
          category: group.category,
          id: item.id,
          label: item.label,
        }));
        section(
          group.category,
          t(`destination.category.${group.category}`),
          items,
          (item) => categoryIcons[item.category],
        );
      }
    }
    return { sections, byKey };
  }, [inputValue, recentSearches, suggestions, categories, t]);

  const choose = (key: string | null) => {
    const option = key === null ? undefined : options.byKey.get(key);
    if (!option) return;
    setInputValue(option.label);
    setTerm('');
    setChosen(true);
    onChange(applyDestination(criteria, option.category, option.id), option.label);
    onRecentSearchesChange(
      addRecentSearch(recentSearches, { id: option.id, label: option.label, category: option.category }),
    );
  };

  // The plain input already cleared the text on its focus; later focuses clear it here (S-027).
  const skipFocusClear = useRef(autoFocus);
  const onFocus = () => {
    setFocused(true);
    if (skipFocusClear.current) {
      skipFocusClear.current = false;
      return;
    }
    setInputValue('');
    setTerm('');
  };
  // Leaving without choosing shows the chosen destination again.
  const onBlur = () => {
    setFocused(false);
    setInputValue(destinationLabel);
    setTerm('');
    setChosen(false);
  };

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
        <ComboBox
          variant="quiet"
          label={label}
          placeholder={placeholder}
          name={name}
          sections={options.sections}
          inputValue={inputValue}
          onInputChange={(value) => {
            setInputValue(value);
            setTerm(value.trim());
            setChosen(false);
          }}
          selectedKey={null}
          onSelectionChange={choose}
          allowsCustomValue
          menuTrigger={isChosen ? 'manual' : 'focus'}
          autoFocus={autoFocus}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      </span>
      {destinationLabel && !isFocused ? (
        <span className={styles.clear}>
          <IconButton label={t('destination.clear')} icon={<X size={20} />} onPress={clear} />
        </span>
      ) : null}
    </div>
  );
}
