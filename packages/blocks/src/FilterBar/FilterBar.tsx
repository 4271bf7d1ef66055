import {
  areFiltersEqual,
  clearAllFilters,
  clearFilterPanel,
  distanceFilterBounds,
  type FilterPanel,
  filterPanelsFor,
  panelFilterCount,
  type SearchCriteria,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import {
  Badge,
  Button,
  Popover,
  PopoverContent,
  type PopoverDismissReason,
  PopoverTrigger,
  VisuallyHidden,
} from '@escale/ui';
import { ChevronDown } from '@escale/ui/icons';
import { useRef, useState } from 'react';
import {
  FilterPanelBody,
  type FilterPanelData,
  FilterResultStatus,
  useFilterPanelTitle,
} from '../FilterPanels';
import * as styles from './FilterBar.css';

export interface FilterBarProps extends FilterPanelData {
  /** The applied criteria (the URL hash); each panel's draft starts from them. */
  criteria: SearchCriteria;
  /** A draft to search: "See results", an outside click, "Clear" or "Reset all filters". */
  onApply: (criteria: SearchCriteria) => void;
  /** The open panel's draft changed: fetch the facets for it (S-073). */
  onDraftChange?: (draft: SearchCriteria) => void;
  /** A panel opened: fetch the facets for the criteria (S-073). */
  onPanelOpen?: () => void;
}

const panelWidth: Record<FilterPanel, keyof typeof styles.panel> = {
  activities: 'wide',
  price: 'narrow',
  distance: 'narrow',
  facilities: 'wide',
  more: 'wide',
};

/**
 * The desktop filter bar (S-060): one dropdown per filter, each editing a local draft (S-063).
 * "See results" and an outside click apply it (S-066, S-071), Escape drops it, "Clear" empties the
 * panel and searches at once (S-065); "Reset all filters" clears every filter (S-067).
 */
export function FilterBar({
  criteria,
  flow,
  facets,
  isLoading = false,
  activityNames,
  destination,
  onApply,
  onDraftChange,
  onPanelOpen,
}: FilterBarProps) {
  const t = useT();
  const panelTitle = useFilterPanelTitle();
  const [openPanel, setOpenPanel] = useState<FilterPanel | null>(null);
  const [draft, setDraft] = useState(criteria);
  // The open panel as last set: a close request for another panel, or a repeated one, is ignored.
  const openRef = useRef<FilterPanel | null>(null);
  // The popover reports why it is dismissed before it asks to close; the close acts on it.
  const dismissReason = useRef<PopoverDismissReason | null>(null);

  const panels = filterPanelsFor(flow, criteria);
  const countContext = { flow, distanceBounds: distanceFilterBounds(criteria, destination) };
  const hasFilters = panels.some((panel) => panelFilterCount(criteria, panel, countContext) > 0);

  const setOpen = (panel: FilterPanel | null) => {
    openRef.current = panel;
    setOpenPanel(panel);
  };
  const open = (panel: FilterPanel) => {
    dismissReason.current = null;
    setDraft(criteria);
    setOpen(panel);
    onPanelOpen?.();
  };
  const apply = (next: SearchCriteria) => {
    setOpen(null);
    if (!areFiltersEqual(next, criteria)) onApply(next);
  };
  const edit = (next: SearchCriteria) => {
    if (areFiltersEqual(next, draft)) return;
    setDraft(next);
    onDraftChange?.(next);
  };
  const clear = (panel: FilterPanel) => {
    const next = clearFilterPanel(draft, panel);
    edit(next);
    if (!areFiltersEqual(next, criteria)) onApply(next);
  };
  const onOpenChange = (panel: FilterPanel, isOpen: boolean) => {
    if (isOpen) return open(panel);
    if (openRef.current !== panel) return;
    const reason = dismissReason.current;
    dismissReason.current = null;
    if (reason === 'outside') apply(draft);
    else setOpen(null);
  };

  return (
    <fieldset className={styles.bar}>
      <VisuallyHidden elementType="legend">{t('filters.title')}</VisuallyHidden>
      {panels.map((panel) => {
        const count = panelFilterCount(criteria, panel, countContext);
        const title = panelTitle(panel);
        return (
          <Popover
            key={panel}
            isOpen={openPanel === panel}
            onOpenChange={(isOpen) => onOpenChange(panel, isOpen)}
            onDismiss={(reason) => {
              dismissReason.current = reason;
            }}
          >
            <PopoverTrigger asChild>
              <Button
                variant={count > 0 ? 'soft' : 'outline'}
                tone={count > 0 ? 'brand' : 'neutral'}
                iconEnd={<ChevronDown size={16} />}
                data-active={count > 0 || undefined}
              >
                <span className={styles.triggerLabel}>
                  {title}
                  {count > 0 ? (
                    <>
                      <span aria-hidden="true">
                        <Badge tone="brand" variant="solid" size="small">
                          {count}
                        </Badge>
                      </span>
                      <VisuallyHidden>{t('filters.applied', { count })}</VisuallyHidden>
                    </>
                  ) : null}
                </span>
              </Button>
            </PopoverTrigger>
            <PopoverContent label={title}>
              <div className={styles.panel[panelWidth[panel]]}>
                <FilterPanelBody
                  panel={panel}
                  draft={draft}
                  flow={flow}
                  facets={facets}
                  isLoading={isLoading}
                  activityNames={activityNames}
                  destination={destination}
                  onChange={edit}
                />
                <div className={styles.footer}>
                  <FilterResultStatus draft={draft} facets={facets} isLoading={isLoading} />
                  <div className={styles.actions}>
                    <Button variant="ghost" tone="neutral" onPress={() => clear(panel)}>
                      {t('filters.clear')}
                    </Button>
                    <Button onPress={() => apply(draft)}>{t('filters.seeResults')}</Button>
                  </div>
                </div>
              </div>
            </PopoverContent>
          </Popover>
        );
      })}
      {hasFilters ? (
        <Button variant="ghost" tone="neutral" onPress={() => onApply(clearAllFilters(criteria))}>
          {t('filters.resetAll')}
        </Button>
      ) : null}
    </fieldset>
  );
}
