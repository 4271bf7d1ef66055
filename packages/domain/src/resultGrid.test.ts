import { describe, expect, it } from 'vitest';
import { pageHref } from './pagination';
import {
  FIRST_ROW_SIZE,
  resultGridSections,
  resultNotice,
  SECOND_BLOCK_END,
  showsInlinePromoBlocks,
  withFlowQuery,
} from './resultGrid';

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('resultGridSections', () => {
  it('S-133 puts 3 cards in the first row, the next ones up to index 9 in the second block, the rest after', () => {
    expect(FIRST_ROW_SIZE).toBe(3);
    expect(SECOND_BLOCK_END).toBe(9);
    expect(resultGridSections(range(24))).toEqual({
      firstRow: [0, 1, 2],
      secondBlock: [3, 4, 5, 6, 7, 8],
      rest: range(24).slice(9),
    });
  });

  it('S-133 fills the parts in order when there are few cards', () => {
    expect(resultGridSections(range(2))).toEqual({ firstRow: [0, 1], secondBlock: [], rest: [] });
    expect(resultGridSections(range(5))).toEqual({ firstRow: [0, 1, 2], secondBlock: [3, 4], rest: [] });
    expect(resultGridSections(range(9))).toEqual({
      firstRow: [0, 1, 2],
      secondBlock: [3, 4, 5, 6, 7, 8],
      rest: [],
    });
    expect(resultGridSections(range(10)).rest).toEqual([9]);
    expect(resultGridSections([])).toEqual({ firstRow: [], secondBlock: [], rest: [] });
  });
});

describe('showsInlinePromoBlocks', () => {
  it('S-135 shows the gift and box blocks to shoppers outside Italy', () => {
    for (const locale of ['fr_FR', 'es_ES', 'nl_NL', 'fr_BE', 'nl_BE'] as const) {
      expect(showsInlinePromoBlocks({ locale, isCustomerCare: false })).toBe(true);
    }
  });

  it('S-135 hides them in customer-care mode', () => {
    expect(showsInlinePromoBlocks({ locale: 'fr_FR', isCustomerCare: true })).toBe(false);
  });

  it('S-135 hides them for it_IT', () => {
    expect(showsInlinePromoBlocks({ locale: 'it_IT', isCustomerCare: false })).toBe(false);
  });
});

describe('resultNotice', () => {
  it('S-170 shows no message while the results load', () => {
    expect(resultNotice({ exactCount: null, fallbackCount: null })).toBeNull();
    expect(resultNotice({ exactCount: 0, fallbackCount: null })).toBeNull();
    expect(resultNotice({ exactCount: 12, fallbackCount: null })).toBeNull();
  });

  it('S-167 gives the no-results message with neither exact nor fallback results', () => {
    expect(resultNotice({ exactCount: 0, fallbackCount: 0 })).toBe('noResults');
  });

  it('S-168 G-23 gives the suggested-results notice with fallback results only', () => {
    expect(resultNotice({ exactCount: 0, fallbackCount: 3 })).toBe('fallbackOnly');
  });

  it('S-169 G-23 gives the mixed notice with exact and fallback results', () => {
    expect(resultNotice({ exactCount: 4, fallbackCount: 3 })).toBe('mixed');
  });

  it('shows nothing when exact results stand alone', () => {
    expect(resultNotice({ exactCount: 24, fallbackCount: 0 })).toBeNull();
  });

  it('S-056 gives the error message after a failed search, loaded or not', () => {
    expect(resultNotice({ exactCount: null, fallbackCount: null, hasError: true })).toBe('error');
    expect(resultNotice({ exactCount: 0, fallbackCount: 0, hasError: true })).toBe('error');
  });
});

describe('withFlowQuery', () => {
  it('S-174 adds the flow to a query without it, keeping the other parameters and the hash', () => {
    expect(
      withFlowQuery({ pathname: '/fr/search', search: '?from=searchbar', hash: '#a=2' }, 'gifting'),
    ).toEqual({
      pathname: '/fr/search',
      search: '?from=searchbar&flow=gifting',
      hash: '#a=2',
    });
    expect(withFlowQuery({ pathname: '/fr/search' }, 'booking').search).toBe('?flow=booking');
  });

  it('S-174 keeps a matching flow in place and replaces another one', () => {
    expect(withFlowQuery({ pathname: '/s', search: '?flow=hotel&page=2' }, 'hotel').search).toBe(
      '?flow=hotel&page=2',
    );
    expect(withFlowQuery({ pathname: '/s', search: '?flow=booking' }, 'hotel').search).toBe('?flow=hotel');
  });

  it('S-173 S-174 gives page links with the flow and a zero-based page', () => {
    const location = withFlowQuery({ pathname: '/fr/search', search: '?page=3', hash: '#a=2' }, 'booking');
    expect(pageHref(location, 0)).toBe('/fr/search?flow=booking#a=2');
    expect(pageHref(location, 1)).toBe('/fr/search?page=1&flow=booking#a=2');
  });
});
