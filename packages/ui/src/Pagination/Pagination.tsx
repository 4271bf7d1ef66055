import { type PageLocation, type PaginationInput, pageHref, paginationModel } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNumberFormatter, VisuallyHidden } from 'react-aria';
import { Link } from 'react-aria-components';
import * as styles from './Pagination.css';

/** Where the links go: a function of the zero-based page, or the current location to rewrite. */
export type PaginationLinks = { hrefForPage: (page: number) => string } | PageLocation;

export type PaginationProps = PaginationInput &
  PaginationLinks & {
    /** Called with the zero-based page before the link navigates (through react-aria's RouterProvider). */
    onPageChange?: (page: number) => void;
  };

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
      <Link isDisabled aria-label={label} className={styles.item}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={hrefFor(page)}
      aria-label={label}
      className={styles.item}
      onPress={() => onPageChange?.(page)}
    >
      {children}
    </Link>
  );
}

/**
 * Previous and next, page numbers grouped as the domain's `paginationModel` decides (S-172, S-175)
 * and the legend "{from} - {to} results of {total}". Every page is a real `<a href>` that keeps the
 * query and the hash; the first page has no `page` parameter (G-04). Emit the `<link rel="prev|next">`
 * tags of the page with the domain's `relLinks(paginationModel(…), hrefFor)`.
 * A single page shows only the legend; no results show nothing.
 */
export function Pagination({ page, pageSize, total, onPageChange, ...links }: PaginationProps) {
  const t = useT();
  const number = useNumberFormatter();
  const model = paginationModel({ page, pageSize, total });
  if (model.pageCount === 0) return null;
  const hrefFor = 'hrefForPage' in links ? links.hrefForPage : (target: number) => pageHref(links, target);
  const legend = (
    <p className={styles.legend}>
      {t('pagination.legend', {
        from: number.format(model.from),
        to: number.format(model.to),
        total: number.format(model.total),
      })}
    </p>
  );
  if (model.pageCount === 1) return legend;

  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <div className={styles.row}>
        <Step
          label={t('pagination.previous')}
          page={model.previous}
          hrefFor={hrefFor}
          onPageChange={onPageChange}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </Step>
        <ul className={styles.list}>
          {model.items.map((item) =>
            item.type === 'ellipsis' ? (
              <li key={item.key} className={styles.ellipsis}>
                <span aria-hidden="true">…</span>
                <VisuallyHidden>{t('pagination.more')}</VisuallyHidden>
              </li>
            ) : (
              <li key={item.page}>
                <Link
                  href={hrefFor(item.page)}
                  aria-label={t('pagination.page', { page: item.page + 1 })}
                  aria-current={item.isCurrent ? 'page' : undefined}
                  data-current={item.isCurrent || undefined}
                  className={styles.item}
                  onPress={() => onPageChange?.(item.page)}
                >
                  {item.page + 1}
                </Link>
              </li>
            ),
          )}
        </ul>
        <Step label={t('pagination.next')} page={model.next} hrefFor={hrefFor} onPageChange={onPageChange}>
          <ChevronRight size={20} aria-hidden="true" />
        </Step>
      </div>
      {legend}
    </nav>
  );
}
