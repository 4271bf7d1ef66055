import {
  type RecentSearch,
  type SearchCriteria,
  type SuggestionGroups,
  searchBoxCriteria,
  searchFormParams,
  type Theme,
  withActivityRadius,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading, Stack } from '@escale/ui';
import { Search } from '@escale/ui/icons';
import { type FormEvent, useId } from 'react';
import { DestinationField } from '../DestinationField';
import { FieldSlot, searchFieldsClass } from '../SearchBox/SearchField';
import { useSearchDraft } from '../SearchBox/useSearchDraft';
import { ThemeField } from '../ThemeField';
import * as styles from './ActivitySearchForm.css';
import { ParticipantsField } from './ParticipantsField';

export interface ActivitySearchFormProps {
  /** The current activity search. */
  criteria: SearchCriteria;
  /** The name of the criteria's city; empty when there is none. */
  destinationLabel?: string;
  /** The themes of the locale (themes.json). */
  themes: readonly Theme[];
  /** The activity results page the form is sent to without JavaScript, such as `/fr/activities/search`. */
  actionHref: string;
  /** The visitor's last chosen destinations; the cities among them show (S-029). */
  recentSearches: readonly RecentSearch[];
  /** Destination suggestions for a term; only cities are offered. */
  loadSuggestions: (term: string, signal: AbortSignal) => Promise<SuggestionGroups>;
  /** Called with the criteria to search. */
  onSearch: (criteria: SearchCriteria) => void;
  /** Called with the new list when a city is chosen; the shop stores it. */
  onRecentSearchesChange: (recentSearches: RecentSearch[]) => void;
}

/**
 * The activities search form (000 §2, S-036) under the activity flow's header (S-007, G-21): city, theme, participants and Search. Without a city
 * it searches "less than 2h" away; a chosen city is searched within 30 km. Like the search box, it
 * is a real GET form and calls `onSearch` with JavaScript.
 */
export function ActivitySearchForm({
  criteria,
  destinationLabel = '',
  themes,
  actionHref,
  recentSearches,
  loadSuggestions,
  onSearch,
  onRecentSearchesChange,
}: ActivitySearchFormProps) {
  const t = useT();
  const headingId = useId();
  const { draft, setDraft, label, setLabel } = useSearchDraft(criteria, destinationLabel);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(searchBoxCriteria(draft, 'activity'));
  };

  return (
    <Stack space="3">
      <Heading level={2} size={2} id={headingId}>
        {t('searchBox.header.activity')}
      </Heading>
      <form method="get" action={actionHref} onSubmit={submit} aria-labelledby={headingId}>
        <div className={styles.row}>
          <div className={`${styles.fields} ${searchFieldsClass('responsive')}`}>
            <FieldSlot grows>
              <DestinationField
                criteria={draft}
                destinationLabel={label}
                onChange={(next, nextLabel) => {
                  setDraft(withActivityRadius(next));
                  setLabel(nextLabel);
                }}
                recentSearches={recentSearches}
                onRecentSearchesChange={onRecentSearchesChange}
                loadSuggestions={loadSuggestions}
                label={t('activitySearch.city')}
                placeholder={t('activitySearch.lessThan2h')}
                categories={['city']}
              />
            </FieldSlot>
            <FieldSlot>
              <ThemeField criteria={draft} onChange={setDraft} themes={themes} />
            </FieldSlot>
            <FieldSlot>
              <ParticipantsField criteria={draft} onChange={setDraft} />
            </FieldSlot>
          </div>
          <div className={styles.submit}>
            <Button type="submit" size="large" iconStart={<Search size={20} />}>
              {t('activitySearch.submit')}
            </Button>
          </div>
        </div>
        {searchFormParams(draft, 'activity').map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </Stack>
  );
}
