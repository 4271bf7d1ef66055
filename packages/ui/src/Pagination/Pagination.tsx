import type { ReactNode } from 'react';
import { useNumberFormat } from '../i18n/useNumberFormat';
import { useUiStrings } from '../i18n/useUiStrings';
import { ChevronLeft, ChevronRight } from '../icons';
import { useRoutedLink } from '../Link/linkRouter';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Pagination.css';

/** A page number (zero-based) or a gap between two pages that are not adjacent. */
export type PaginationItem =
  | { type: 'page'; page: number; isCurrent: boolean }
  | { type: 'ellipsis'; key: string };

/** What the control shows, grouped by the caller's rule (such as the domain's `paginationModel`). */
export interface PaginationModel {
  pageCount: number;
  /** 1-based numbers of the first and last results on the page, for the legend; 0 when empty. */
  from: number;
  to: number;
  total: number;
  /** Zero-based previous and next pages, `null` at the ends. */
  previous: number | null;
  next: number | null;
  items: readonly PaginationItem[];
}

export interface PaginationProps {
  model: PaginationModel;
  /** The link of a zero-based page. */
  hrefForPage: (page: number) => string;
  /** Called with the zero-based page before the link navigates (through the `LinkRouterProvider`). */
  onPageChange?: (page: number) => void;
  /** The navigation's name; defaults to "Pagination". */
  'aria-label'?: string;
  /** The links' names; default to "Previous page", "Next page" and "Page 3". */
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  /** The legend; defaults to "1 - 24 results of 130". */
  legend?: (range: { from: string; to: string; total: string }) => string;
}

/** A page's link, navigating through the app's router. */
function PageLink({
  href,
  onPress,
  ...props
}: {
  href: string;
  onPress: () => void;
  'aria-label': string;
  'aria-current'?: 'page';
  'data-current'?: true;
  children: ReactNode;
}) {
  return <a {...props} {...useRoutedLink(href, onPress)} className={styles.item} />;
}

/** Previous or next: a link, or a disabled link without `href` at the ends. */
function Step({
  label,
  page,
  hrefFor,
  onPageChange,
  children,
}: {
  label: string;
  page: number | null;
  hrefFor: (page: number) => string;
  onPageChange?: (page: number) => void;
  children: ReactNode;
}) {
  if (page === null) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link at the end of the pages, disabled as such
      <a role="link" aria-disabled="true" aria-label={label} className={styles.item} data-disabled>
        {children}
      </a>
    );
  }
  return (
    <PageLink href={hrefFor(page)} aria-label={label} onPress={() => onPageChange?.(page)}>
      {children}
    </PageLink>
  );
}

/**
 * Previous and next, the page numbers of the model with an ellipsis for each gap, and the legend
 * "{from} - {to} results of {total}". Every page is a real `<a href>`. A single page shows only
 * the legend; no results show nothing.
 */
export function Pagination({
  model,
  hrefForPage,
  onPageChange,
  'aria-label': ariaLabel,
  previousLabel,
  nextLabel,
  pageLabel,
  legend: legendText,
}: PaginationProps) {
  const strings = useUiStrings();
  const number = useNumberFormat();
  if (model.pageCount === 0) return null;
  const range = {
    from: number.format(model.from),
    to: number.format(model.to),
    total: number.format(model.total),
  };
  const legend = (
    <p className={styles.legend}>{legendText?.(range) ?? strings.format('resultsRange', range)}</p>
  );
  if (model.pageCount === 1) return legend;

  return (
    <nav aria-label={ariaLabel ?? strings.format('pagination')} className={styles.nav}>
      <div className={styles.row}>
        <Step
          label={previousLabel ?? strings.format('previousPage')}
          page={model.previous}
          hrefFor={hrefForPage}
          onPageChange={onPageChange}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </Step>
        <ul className={styles.list}>
          {model.items.map((item) =>
            item.type === 'ellipsis' ? (
              <li key={item.key} className={styles.ellipsis}>
                <span aria-hidden="true">…</span>
                <VisuallyHidden>{strings.format('morePages')}</VisuallyHidden>
              </li>
            ) : (
              <li key={item.page}>
                <PageLink
                  href={hrefForPage(item.page)}
                  aria-label={pageLabel?.(item.page + 1) ?? strings.format('page', { page: item.page + 1 })}
                  aria-current={item.isCurrent ? 'page' : undefined}
                  data-current={item.isCurrent || undefined}
                  onPress={() => onPageChange?.(item.page)}
                >
                  {item.page + 1}
                </PageLink>
              </li>
            ),
          )}
        </ul>
        <Step
          label={nextLabel ?? strings.format('nextPage')}
          page={model.next}
          hrefFor={hrefForPage}
          onPageChange={onPageChange}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </Step>
      </div>
      {legend}
    </nav>
  );
}
