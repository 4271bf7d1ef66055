/** Cards per result page of the search page (G-11: a multiple of 3 for the three-column grid). */
export const resultPageSize = 24;

/** The query parameter holding the zero-based page (S-173). */
export const pageParam = 'page';

export interface PaginationInput {
  /** Zero-based; out-of-range values are clamped to the first or last page. */
  page: number;
  /** Results per page, at least 1. */
  pageSize: number;
  /** Number of results. */
  total: number;
}

export type PaginationItem =
  | { type: 'page' /** Zero-based. */; page: number; isCurrent: boolean }
  | { type: 'ellipsis'; key: string };

export interface PaginationModel {
  pageCount: number;
  /** The current page, zero-based and clamped. */
  page: number;
  /** 1-based number of the first result on the page, for the legend "{from} - {to} results of {total}"; 0 when empty. */
  from: number;
  /** 1-based number of the last result on the page; 0 when empty. */
  to: number;
  total: number;
  /** Zero-based previous page, `null` on the first page. */
  previous: number | null;
  /** Zero-based next page, `null` on the last page. */
  next: number | null;
  items: PaginationItem[];
}

/** Page counts below this show every page (S-175). */
const SHOW_ALL_BELOW = 10;
/** From this page count the hundreds are added (S-175). */
const HUNDREDS_FROM = 100;

/** The multiples of `step` in `[start + step, end]`, capped at `last`. */
function multiples(step: number, start: number, end: number, last: number): number[] {
  const values: number[] = [];
  for (let n = start + step; n <= Math.min(end, last); n += step) values.push(n);
  return values;
}

/**
 * The 1-based page numbers to show (S-175), with `current` and `last` 1-based:
 * - fewer than 10 pages: every page;
 * - 10 to 99 pages: first and last, the current group of ten (1–10, 11–20…, so each group ends
 *   on a ten) and every ten (10, 20, 30…);
 * - 100 pages or more: first and last, the current group of ten, the tens of the current hundred
 *   (101–200 shows 110, 120…, 200) and every hundred (100, 200, 300…).
 */
function shownNumbers(current: number, last: number): number[] {
  if (last < SHOW_ALL_BELOW) return Array.from({ length: last }, (_, i) => i + 1);
  const groupStart = Math.floor((current - 1) / 10) * 10;
  const shown = new Set([1, last, ...multiples(1, groupStart, groupStart + 10, last)]);
  if (last < HUNDREDS_FROM) {
    for (const n of multiples(10, 0, last, last)) shown.add(n);
  } else {
    const hundredStart = Math.floor((current - 1) / 100) * 100;
    for (const n of multiples(10, hundredStart, hundredStart + 100, last)) shown.add(n);
    for (const n of multiples(100, 0, last, last)) shown.add(n);
  }
  return [...shown].sort((a, b) => a - b);
}

/**
 * Everything a pagination control shows (S-172, S-175): zero-based pages, the legend's 1-based
 * result numbers, previous and next, and the page items with an ellipsis wherever two shown pages
 * are not adjacent. No results gives no pages.
 */
export function paginationModel({ page, pageSize, total }: PaginationInput): PaginationModel {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`Not a page size: ${pageSize}`);
  const count = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const pageCount = Math.ceil(count / pageSize);
  const requested = Number.isFinite(page) ? Math.floor(page) : 0;
  const current = Math.min(Math.max(requested, 0), Math.max(pageCount - 1, 0));

  const items: PaginationItem[] = [];
  let previousShown = 0;
  for (const n of pageCount === 0 ? [] : shownNumbers(current + 1, pageCount)) {
    if (n > previousShown + 1) items.push({ type: 'ellipsis', key: `ellipsis-${previousShown}-${n}` });
    items.push({ type: 'page', page: n - 1, isCurrent: n - 1 === current });
    previousShown = n;
  }

  return {
    pageCount,
    page: current,
    from: count === 0 ? 0 : current * pageSize + 1,
    to: Math.min((current + 1) * pageSize, count),
    total: count,
    previous: current > 0 ? current - 1 : null,
    next: current < pageCount - 1 ? current + 1 : null,
    items,
  };
}

/**
 * The zero-based page of a query string; missing, malformed, negative or absurdly large values
 * (past 99,999, beyond any list, and past a safe integer once long enough) give the first page.
 */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get(pageParam);
  if (value === null || !/^\d{1,5}$/.test(value)) return 0;
  return Number(value);
}

/**
 * The query string of `page`, keeping every other parameter (`flow`, `from`…) in place (S-174).
 * The first page carries no page parameter and later pages `page=N`, zero-based (G-04, S-173), so
 * `pageSearch(search, pageFromSearch(search))` is the canonical query of a URL.
 * Returns `''` or a string starting with `?`.
 */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 0) params.set(pageParam, String(page));
  else params.delete(pageParam);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface PageLocation {
  pathname: string;
  search?: string;
  /** Kept as is: the search criteria live in the hash (000 §3). */
  hash?: string;
}

/** The link to `page` from a location: same path and hash, the query rewritten by `pageSearch`. */
export function pageHref({ pathname, search = '', hash = '' }: PageLocation, page: number): string {
  return `${pathname}${pageSearch(search, page)}${hash}`;
}

export interface RelLink {
  rel: 'prev' | 'next';
  href: string;
}

/** The `<link rel="prev|next">` tags of a page (000 §4 "Other"). */
export function relLinks(model: PaginationModel, hrefFor: (page: number) => string): RelLink[] {
  const links: RelLink[] = [];
  if (model.previous !== null) links.push({ rel: 'prev', href: hrefFor(model.previous) });
  if (model.next !== null) links.push({ rel: 'next', href: hrefFor(model.next) });
  return links;
}
