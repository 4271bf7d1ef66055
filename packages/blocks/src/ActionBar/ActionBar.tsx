import {
  type Destination,
  distanceFilterBounds,
  type Flow,
  filterBadgeCount,
  type SearchCriteria,
  sortOptionsFor,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Badge, Button, VisuallyHidden } from '@escale/ui';
import { ArrowUpDown, MapIcon, SlidersHorizontal } from '@escale/ui/icons';
import * as styles from './ActionBar.css';

export interface ActionBarProps {
  flow: Flow;
  /** The applied criteria: the Filter badge counts their filters (S-087). */
  criteria: SearchCriteria;
  /** The searched destination: a city's distance bounds decide whether distance counts (S-082). */
  destination?: Pick<Destination, 'distanceMin' | 'distanceMax'> | null;
  /** Opens the Filters modal. */
  onOpenFilters: () => void;
  /** Opens the map overlay. */
  onOpenMap: () => void;
  /** Opens the "Sort by" drawer; the button is left out where the flow has no sort (S-099). */
  onOpenSort: () => void;
}

/**
 * The search page's bottom actions below 1024 px (S-055, S-062, G-65): Filter with its badge, Map
 * and Sort, fixed at the bottom above the safe area, with a spacer that keeps the page end visible.
 */
export function ActionBar({
  flow,
  criteria,
  destination,
  onOpenFilters,
  onOpenMap,
  onOpenSort,
}: ActionBarProps) {
  const t = useT();
  const count = filterBadgeCount(criteria, {
    flow,
    distanceBounds: distanceFilterBounds(criteria, destination),
    isMobile: true,
  });
  const hasLocation = criteria.lat !== undefined && criteria.lng !== undefined;
  const hasSort = sortOptionsFor(flow, { hasLocation }).length > 0;
  return (
    <div className={styles.spacer}>
      <section aria-label={t('actionBar.label')} className={styles.bar}>
        <Button
          variant="ghost"
          tone="neutral"
          isFullWidth
          iconStart={<SlidersHorizontal size={20} />}
          onPress={onOpenFilters}
          data-count={count}
        >
          <span className={styles.label}>
            {t('actionBar.filter')}
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
        <Button
          variant="ghost"
          tone="neutral"
          isFullWidth
          iconStart={<MapIcon size={20} />}
          onPress={onOpenMap}
        >
          {t('actionBar.map')}
        </Button>
        {hasSort ? (
          <Button
            variant="ghost"
            tone="neutral"
            isFullWidth
            iconStart={<ArrowUpDown size={20} />}
            onPress={onOpenSort}
          >
            {t('actionBar.sort')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
