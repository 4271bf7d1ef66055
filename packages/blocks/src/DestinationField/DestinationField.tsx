import type { DestinationKey, RecentSearch, SearchCriteria, SuggestionGroups } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ComboBoxPlaceholder } from '@escale/ui';
import { MapPin } from '@escale/ui/icons';
import { clsx } from 'clsx';
import { type ComponentType, type FocusEvent, useId, useRef, useState } from 'react';
import * as fieldStyles from '../SearchBox/SearchField.css';
import type { DestinationComboboxProps } from './DestinationCombobox';
import * as styles from './DestinationField.css';

export interface DestinationFieldProps {
  criteria: SearchCriteria;
  /** The name of the chosen destination; empty when there is none. */
  destinationLabel: string;
  /** Called with the criteria and the name after a suggestion is chosen or the destination cleared. */
  onChange: (criteria: SearchCriteria, destinationLabel: string) => void;
  /** Shown, newest first, while the input is empty (S-029). */
  recentSearches: readonly RecentSearch[];
  /** Called with the new list after a suggestion is chosen (the shop stores it). */
  onRecentSearchesChange: (recentSearches: RecentSearch[]) => void;
  /** Suggestions for a term (autocomplete-geonames.json, G-60); a rejection changes nothing (S-032). */
  loadSuggestions: (term: string, signal: AbortSignal) => Promise<SuggestionGroups>;
  /** Defaults to "Destination". */
  label?: string;
  /** Defaults to "Where are you going?". */
  placeholder?: string;
  /** Only these suggestion categories are offered, such as cities in the activities form. */
  categories?: readonly DestinationKey[];
  /** The text input's form name: what the visitor typed is sent before JavaScript. Defaults to `destination`. */
  name?: string;
}

type Combobox = ComponentType<DestinationComboboxProps>;

let comboboxModule: Promise<Combobox> | undefined;
/** The combobox (react-aria's listbox, keyboard and suggestions logic) loads on the first focus. */
function loadCombobox(): Promise<Combobox> {
  comboboxModule ??= import('./DestinationCombobox').then((module) => module.DestinationCombobox);
  return comboboxModule;
}

interface Loaded {
  Component: Combobox;
  /** What the visitor typed while it loaded. */
  inputValue: string;
  hadFocus: boolean;
}

/**
 * The destination input. The server renders a plain labelled input, so a form sent before
 * JavaScript carries the typed text; the first focus clears it (S-027) and loads the combobox,
 * which takes the input's place with the typed text and the focus.
 */
export function DestinationField(props: DestinationFieldProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const label = props.label ?? t('destination.label');
  const placeholder = props.placeholder ?? t('destination.placeholder');

  if (loaded) {
    const { Component, inputValue, hadFocus } = loaded;
    return (
      <Component
        {...props}
        label={label}
        placeholder={placeholder}
        initialInputValue={inputValue}
        autoFocus={hadFocus}
      />
    );
  }

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    event.currentTarget.value = '';
    loadCombobox().then((Component) => {
      const input = inputRef.current;
      setLoaded({
        Component,
        inputValue: input?.value ?? '',
        hadFocus: input !== null && input.ownerDocument.activeElement === input,
      });
    });
  };

  return (
    <div className={clsx(fieldStyles.box, styles.box)}>
      <span className={fieldStyles.icon} aria-hidden="true">
        <MapPin size={20} />
      </span>
      <span className={fieldStyles.text}>
        <ComboBoxPlaceholder
          // A new destination from the page replaces what the untouched input shows.
          key={props.destinationLabel}
          ref={inputRef}
          id={id}
          variant="quiet"
          label={label}
          name={props.name ?? 'destination'}
          defaultValue={props.destinationLabel}
          placeholder={placeholder}
          onFocus={onFocus}
        />
      </span>
    </div>
  );
}
