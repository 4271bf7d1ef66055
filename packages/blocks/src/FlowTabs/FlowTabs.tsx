import { type Flow, flows } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Link } from '@escale/ui';
import * as styles from './FlowTabs.css';

export interface FlowTabsProps {
  /** The flow of the page: marked current. */
  flow: Flow;
  /** Each flow's search page, with the criteria carried over as a flow switch keeps them (S-049…S-051). */
  hrefs: Readonly<Record<Flow, string>>;
}

const labels = {
  booking: 'flowTabs.booking',
  gifting: 'flowTabs.gifting',
  activity: 'flowTabs.activity',
  hotel: 'flowTabs.hotel',
} as const;

/**
 * The search page's flow switch (000 §2 Search page): stays, gifts, activities and hotel nights,
 * each a link to its search page, the current one marked `aria-current`.
 */
export function FlowTabs({ flow, hrefs }: FlowTabsProps) {
  const t = useT();
  return (
    <nav aria-label={t('flowTabs.label')} className={styles.nav}>
      <ul className={styles.list}>
        {flows.map((option) => (
          <li key={option} className={styles.item}>
            <Link
              variant="plain"
              href={hrefs[option]}
              className={styles.link}
              aria-current={option === flow ? 'page' : undefined}
            >
              {t(labels[option])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
