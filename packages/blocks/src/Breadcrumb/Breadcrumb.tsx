import { useT } from '@escale/i18n';
import { Link } from '@escale/ui';
import { ChevronRight } from '@escale/ui/icons';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** The last item, the page itself, has none. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

/**
 * Where a page sits (001 §2.3, §2.5): places from the country down, each a link to its search,
 * then the page itself, marked as the current page.
 */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className={styles.item}>
              {item.href && !isLast ? (
                <Link href={item.href} variant="quiet">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
              {isLast ? null : <ChevronRight size={14} aria-hidden="true" className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
