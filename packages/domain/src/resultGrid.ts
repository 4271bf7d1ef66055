import type { ApiLocale } from './api/common';
import type { Flow } from './flows';
import type { PageLocation } from './pagination';

// The result grid of the search page (000 §2 "Result grid", §4 "Fallback ladder"; S-133…S-135,
// S-056, S-167…S-170, G-23).

/** Cards in the first row (S-133). */
export const FIRST_ROW_SIZE = 3;
/** The second block runs up to this index, exclusive: cards 4 to 9, two full rows of three (S-133). */
export const SECOND_BLOCK_END = 9;

export interface ResultGridSections<T> {
  /** Cards 1 to 3; the gift block follows them (S-134). */
  firstRow: T[];
  /** Cards 4 to 9; the box block follows them (S-134). */
  secondBlock: T[];
  /** Every card after the ninth. */
  rest: T[];
}

/** Splits a page of results into the grid's three parts (S-133). */
export function resultGridSections<T>(items: readonly T[]): ResultGridSections<T> {
  return {
    firstRow: items.slice(0, FIRST_ROW_SIZE),
    secondBlock: items.slice(FIRST_ROW_SIZE, SECOND_BLOCK_END),
    rest: items.slice(SECOND_BLOCK_END),
  };
}

/** Locales whose result pages carry no inline promotional blocks (S-135). */
const localesWithoutInlineBlocks: readonly ApiLocale[] = ['it_IT'];

/**
 * Whether the inline gift and box blocks show between the cards (S-135): not in customer-care
 * mode, not in it_IT.
 */
export function showsInlinePromoBlocks({
  locale,
  isCustomerCare,
}: {
  locale: ApiLocale;
  isCustomerCare: boolean;
}): boolean {
  return !isCustomerCare && !localesWithoutInlineBlocks.includes(locale);
}

/**
 * The message above the results (000 §4 "Fallback ladder", §8; G-23): `error` after a failed
 * search (S-056); `noResults` with neither exact nor fallback results (S-167); `fallbackOnly` with
 * fallback results only (S-168); `mixed` with both (S-169); `null` while either count is loading
 * (S-170) or when the exact results stand alone.
 */
export type ResultNoticeKind = 'error' | 'noResults' | 'fallbackOnly' | 'mixed';

export function resultNotice({
  exactCount,
  fallbackCount,
  hasError = false,
}: {
  /** Exact results; `null` while loading. */
  exactCount: number | null;
  /** Offers over every fallback block; `null` while loading. */
  fallbackCount: number | null;
  hasError?: boolean;
}): ResultNoticeKind | null {
  if (hasError) return 'error';
  if (exactCount === null || fallbackCount === null) return null;
  if (exactCount === 0) return fallbackCount === 0 ? 'noResults' : 'fallbackOnly';
  return fallbackCount > 0 ? 'mixed' : null;
}

/**
 * The search page's location with its flow in the query (S-174): result links and pagination keep
 * `flow` even when the page was reached without it. Other parameters and the hash stay as they are.
 */
export function withFlowQuery(location: PageLocation, flow: Flow): PageLocation {
  const params = new URLSearchParams(location.search ?? '');
  if (params.get('flow') !== flow) params.set('flow', flow);
  const query = params.toString();
  return { ...location, search: query ? `?${query}` : '' };
}
