import {
  type Flow,
  type PageLocation,
  pageHref,
  paginationModel,
  resultPageSize,
  withFlowQuery,
} from '@escale/domain';
import { Pagination } from '@escale/ui';

export interface SearchPaginationProps {
  /** The current page, zero-based (S-173). */
  page: number;
  /** Results over every page. */
  total: number;
  /** Results per page: 24 by default (G-11). */
  pageSize?: number;
  /** The current page's path, query and hash: links keep them, criteria stay in the hash. */
  location: PageLocation;
  /** The search flow, kept in every link's query (S-174). */
  flow: Flow;
  /** Called with the zero-based page before the link navigates. */
  onPageChange?: (page: number) => void;
}

/**
 * The search page's pagination (S-172…S-175): previous and next, page numbers grouped as
 * `paginationModel` decides, the legend "{from} - {to} results of {total}", real links with the
 * zero-based `page` in the query (none on the first page, G-04) and the flow kept. The page emits
 * the matching `<link rel="prev|next">` with `relLinks(paginationModel(…), (page) =>
 * pageHref(withFlowQuery(location, flow), page))`.
 */
export function SearchPagination({
  page,
  total,
  pageSize = resultPageSize,
  location,
  flow,
  onPageChange,
}: SearchPaginationProps) {
  const links = withFlowQuery(location, flow);
  return (
    <Pagination
      model={paginationModel({ page, pageSize, total })}
      hrefForPage={(target) => pageHref(links, target)}
      onPageChange={onPageChange}
    />
  );
}
