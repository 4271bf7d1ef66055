import {
  type Clock,
  type DateEnforcement,
  type Flow,
  type GeoPoint,
  GIFT_NIGHTS_CHOICES,
  type RecentSearch,
  SEARCH_BOX_FIELDS,
  type SearchCriteria,
  type SuggestionGroups,
  searchBoxCriteria,
  searchFormParams,
  setCriterion,
  submitNeedsDates,
  type Theme,
  type UserLocation,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Select } from '@escale/ui';
import { Search } from '@escale/ui/icons';
import { type FormEvent, useState } from 'react';
import { DatesField } from '../DatesField';
import { DestinationField } from '../DestinationField';
import { NearbyField } from '../NearbyField';
import { ThemeField } from '../ThemeField';
import { TravellersField } from '../TravellersField';
import * as styles from './SearchBox.css';
import { FieldSlot, type SearchFieldLayout, searchFieldsClass } from './SearchField';

export interface SearchFormProps {
  layout: SearchFieldLayout;
  flow: Flow;
  criteria: SearchCriteria;
  onCriteriaChange: (criteria: SearchCriteria) => void;
  destinationLabel: string;
  onDestinationLabelChange: (label: string) => void;
  themes: readonly Theme[];
  today: Clock;
  actionHref: string;
  dateEnforcement: DateEnforcement;
  recentSearches: readonly RecentSearch[];
  onRecentSearchesChange: (recentSearches: RecentSearch[]) => void;
  loadSuggestions: (term: string, signal: AbortSignal) => Promise<SuggestionGroups>;
  locateUser: () => Promise<GeoPoint>;
  onUserLocationChange?: (location: UserLocation) => void;
  isCustomerCare: boolean;
  /** Called with the criteria to search when the form is sent with JavaScript. */
  onSubmit: (criteria: SearchCriteria) => void;
  /** So a button outside the form (the modal's footer) can send it. */
  id?: string;
  /** Whether the Search button is inside the form; the modal shows it in its footer. Defaults to true. */
  hasSubmitButton?: boolean;
  'aria-labelledby'?: string;
}

/**
 * The search form shared by the desktop bar and the mobile modal. It is a real GET form: the
 * destination text and hidden inputs with the criteria under their hash keys, `flow` and
 * `from=searchbar`, so it searches before JavaScript; with JavaScript it calls `onSubmit`, or opens
 * the calendar when the date variation asks for dates (S-033, S-034). No field shows a validation
 * message (S-013).
 */
export function SearchForm({
  layout,
  flow,
  criteria,
  onCriteriaChange,
  destinationLabel,
  onDestinationLabelChange,
  themes,
  today,
  actionHref,
  dateEnforcement,
  recentSearches,
  onRecentSearchesChange,
  loadSuggestions,
  locateUser,
  onUserLocationChange,
  isCustomerCare,
  onSubmit,
  id,
  hasSubmitButton = true,
  'aria-labelledby': labelledBy,
}: SearchFormProps) {
  const t = useT();
  const fields = SEARCH_BOX_FIELDS[flow];
  const [datesOpen, setDatesOpen] = useState(false);
  const shown = searchBoxCriteria(criteria, flow);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.dates && submitNeedsDates(criteria, flow, dateEnforcement)) {
      setDatesOpen(true);
      return;
    }
    onSubmit(shown);
  };

  const fieldsRow = (
    <div className={searchFieldsClass(layout)}>
      <FieldSlot grows>
        <DestinationField
          criteria={criteria}
          destinationLabel={destinationLabel}
          onChange={(next, label) => {
            onCriteriaChange(next);
            onDestinationLabelChange(label);
          }}
          recentSearches={recentSearches}
          onRecentSearchesChange={onRecentSearchesChange}
          loadSuggestions={loadSuggestions}
        />
      </FieldSlot>
      {fields.dates ? (
        <FieldSlot>
          <DatesField
            criteria={criteria}
            onChange={onCriteriaChange}
            today={today}
            isOpen={datesOpen}
            onOpenChange={setDatesOpen}
          />
        </FieldSlot>
      ) : null}
      {fields.theme ? (
        <FieldSlot>
          <ThemeField criteria={criteria} onChange={onCriteriaChange} themes={themes} />
        </FieldSlot>
      ) : null}
      <FieldSlot>
        <TravellersField
          criteria={fields.travellersDisabled ? shown : criteria}
          onChange={onCriteriaChange}
          isDisabled={fields.travellersDisabled}
        />
      </FieldSlot>
    </div>
  );

  const searchButton = (
    <Button type="submit" size="large" isFullWidth={layout === 'stack'} iconStart={<Search size={20} />}>
      {t('searchBox.submit')}
    </Button>
  );

  return (
    <form
      id={id}
      method="get"
      action={actionHref}
      onSubmit={submit}
      aria-labelledby={labelledBy}
      className={styles.form}
      data-flow={flow}
    >
      {layout === 'bar' ? (
        <div className={styles.barRow}>
          <div className={styles.barFields}>{fieldsRow}</div>
          <div className={styles.submit}>{searchButton}</div>
        </div>
      ) : (
        fieldsRow
      )}
      <div className={styles.secondaryRow}>
        <NearbyField
          criteria={criteria}
          onChange={(next) => {
            // A search around the visitor replaces the destination.
            onCriteriaChange(next);
            onDestinationLabelChange('');
          }}
          locateUser={locateUser}
          onUserLocationChange={onUserLocationChange}
        />
        {isCustomerCare && flow === 'gifting' ? (
          <div className={styles.nightsField}>
            <Select
              label={t('searchBox.nights')}
              options={[
                { value: '', label: t('searchBox.anyNights') },
                ...GIFT_NIGHTS_CHOICES.map((nights) => ({
                  value: String(nights),
                  label: t('searchBox.nightsCount', { nights }),
                })),
              ]}
              value={criteria.giftNights ? String(criteria.giftNights) : ''}
              onChange={(value) =>
                onCriteriaChange(setCriterion(criteria, 'giftNights', value ? Number(value) : null))
              }
            />
          </div>
        ) : null}
      </div>
      {layout === 'stack' && hasSubmitButton ? searchButton : null}
      {searchFormParams(criteria, flow).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
