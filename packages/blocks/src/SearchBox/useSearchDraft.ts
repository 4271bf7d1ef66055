import { formatCriteriaHash, type SearchCriteria } from '@escale/domain';
import { useState } from 'react';

/**
 * The criteria a search form edits before Search, with the destination's name. They start from
 * the page's and follow them whenever the page's change (a new search, the back button).
 */
export function useSearchDraft(criteria: SearchCriteria, destinationLabel: string) {
  const source = `${formatCriteriaHash(criteria)}|${destinationLabel}`;
  const [syncedSource, setSyncedSource] = useState(source);
  const [draft, setDraft] = useState(criteria);
  const [label, setLabel] = useState(destinationLabel);
  if (source !== syncedSource) {
    setSyncedSource(source);
    setDraft(criteria);
    setLabel(destinationLabel);
  }
  return { draft, setDraft, label, setLabel };
}
