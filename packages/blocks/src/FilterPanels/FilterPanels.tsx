import {
  type ActivityName,
  type Destination,
  type FacetsResponse,
  type FilterPanel,
  type Flow,
  filterResultCount,
  type SearchCriteria,
} from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import { Spinner } from '@escale/ui';
import { lazy } from 'react';
import * as styles from './FilterPanels.css';

/** What every filter panel reads beside the draft. */
export interface FilterPanelData {
  flow: Flow;
  /** The facets of the draft; `null` before they arrive or when their fetch failed (S-076). */
  facets: FacetsResponse | null;
  /** Facets are being fetched for the draft (S-073). */
  isLoading?: boolean;
  /** Names of the selected activities (G-47), for those the facets do not list. */
  activityNames?: readonly ActivityName[];
  /** The searched destination: a city's distance bounds (S-082). */
  destination?: Pick<Destination, 'distanceMin' | 'distanceMax'> | null;
}

export interface FilterPanelBodyProps extends FilterPanelData {
  panel: FilterPanel;
  draft: SearchCriteria;
  onChange: (draft: SearchCriteria) => void;
}

const panelTitles: Record<FilterPanel, MessageId> = {
  activities: 'filters.activities',
  price: 'filters.price',
  distance: 'filters.distance',
  facilities: 'filters.facilities',
  more: 'filters.more',
};

/** The name of a panel: its filter-bar button, popover and modal section (S-060). */
export function useFilterPanelTitle(): (panel: FilterPanel) => string {
  const t = useT();
  return (panel) => t(panelTitles[panel]);
}

// The fields (sliders, checkboxes, radio groups) load with the panel, the first time one opens.
const FilterPanelFields = lazy(() => import('./FilterPanelFields'));

/** The fields of one filter panel, editing the draft (S-063); shared by the filter bar and the modal. */
export function FilterPanelBody(props: FilterPanelBodyProps) {
  return <FilterPanelFields {...props} />;
}

export interface FilterResultStatusProps {
  draft: SearchCriteria;
  facets: FacetsResponse | null;
  isLoading?: boolean;
}

/** The results the draft would give (S-074), or the loading state while facets are fetched (S-073). */
export function FilterResultStatus({ draft, facets, isLoading = false }: FilterResultStatusProps) {
  const t = useT();
  const count = filterResultCount(draft, facets);
  return (
    <div role="status" className={styles.status} data-loading={isLoading || undefined}>
      {isLoading ? (
        <Spinner size="small" label={t('filters.loading')} isLabelVisible />
      ) : count === null ? null : (
        t('filters.resultCount', { count })
      )}
    </div>
  );
}
