import { areFiltersEqual, clearAllFilters, filterPanelsFor, type SearchCriteria } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading, Modal, ModalContent } from '@escale/ui';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import {
  FilterPanelBody,
  type FilterPanelData,
  FilterResultStatus,
  useFilterPanelTitle,
} from '../FilterPanels';
import * as styles from './FiltersModal.css';

export interface FiltersModalProps extends FilterPanelData {
  /** Open from the action bar's "Filter" button. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The applied criteria (the URL hash); the draft starts from them at every opening (S-064). */
  criteria: SearchCriteria;
  /** A draft to search: "Confirm", or "Reset" at once. */
  onApply: (criteria: SearchCriteria) => void;
  /** The draft changed: fetch the facets for it (S-073). */
  onDraftChange?: (draft: SearchCriteria) => void;
  /** The modal opened: fetch the facets for the criteria (S-073). */
  onPanelOpen?: () => void;
}

/**
 * The Filters modal of mobile and tablet (S-061, G-65): every panel of the flow stacked, full screen
 * on mobile. "Confirm" applies the draft (S-066); "Reset" clears every filter and searches at once
 * (S-065, S-067); closing or Escape drops the draft (S-064).
 */
export function FiltersModal({
  isOpen,
  onOpenChange,
  criteria,
  flow,
  facets,
  isLoading = false,
  activityNames,
  destination,
  onApply,
  onDraftChange,
  onPanelOpen,
}: FiltersModalProps) {
  const t = useT();
  const id = useId();
  const panelTitle = useFilterPanelTitle();
  const [draft, setDraft] = useState(criteria);
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(criteria);
  }

  const reportOpen = useEffectEvent(() => onPanelOpen?.());
  useEffect(() => {
    if (isOpen) reportOpen();
  }, [isOpen]);

  const edit = (next: SearchCriteria) => {
    if (areFiltersEqual(next, draft)) return;
    setDraft(next);
    onDraftChange?.(next);
  };
  const reset = () => {
    const next = clearAllFilters(draft);
    edit(next);
    if (!areFiltersEqual(next, criteria)) onApply(next);
  };
  const confirm = () => {
    if (!areFiltersEqual(draft, criteria)) onApply(draft);
    onOpenChange(false);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <ModalContent
        title={t('filters.title')}
        isFullScreenOnMobile
        footer={
          <div className={styles.footer}>
            <FilterResultStatus draft={draft} facets={facets} isLoading={isLoading} />
            <div className={styles.actions}>
              <Button variant="outline" tone="neutral" isFullWidth onPress={reset}>
                {t('filters.reset')}
              </Button>
              <Button isFullWidth onPress={confirm}>
                {t('filters.confirm')}
              </Button>
            </div>
          </div>
        }
      >
        <div className={styles.sections}>
          {filterPanelsFor(flow, criteria).map((panel) => (
            <section key={panel} aria-labelledby={`${id}-${panel}`} className={styles.section}>
              <Heading level={3} size={4} id={`${id}-${panel}`}>
                {panelTitle(panel)}
              </Heading>
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
            </section>
          ))}
        </div>
      </ModalContent>
    </Modal>
  );
}
