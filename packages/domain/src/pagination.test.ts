import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PaginationModel,
  pageFromSearch,
  pageHref,
  pageSearch,
  paginationModel,
  relLinks,
  resultPageSize,
} from './pagination';

/** The items as a user reads them: 1-based numbers, the current one in brackets, `…` for an ellipsis. */
function render(model: PaginationModel): string {
  return model.items
    .map((item) => {
      if (item.type === 'ellipsis') return '…';
      return item.isCurrent ? `[${item.page + 1}]` : `${item.page + 1}`;
    })
    .join(' ');
}

/** The model of a 1-based `page` out of `pages` full pages. */
function pages(pageCount: number, page: number): PaginationModel {
  return paginationModel({ page: page - 1, pageSize: 10, total: pageCount * 10 });
}

describe('paginationModel', () => {
  it('S-175 shows every page under 10 pages', () => {
    expect(render(pages(9, 1))).toBe('[1] 2 3 4 5 6 7 8 9');
    expect(render(pages(9, 5))).toBe('1 2 3 4 [5] 6 7 8 9');
    expect(render(pages(9, 9))).toBe('1 2 3 4 5 6 7 8 [9]');
  });

  it('S-175 at 10 pages the one group of ten holds every page', () => {
    expect(render(pages(10, 1))).toBe('[1] 2 3 4 5 6 7 8 9 10');
    expect(render(pages(10, 10))).toBe('1 2 3 4 5 6 7 8 9 [10]');
  });

  it('S-175 under 100 pages shows the current group of ten, every ten, the first and the last', () => {
    expect(render(pages(99, 1))).toBe('[1] 2 3 4 5 6 7 8 9 10 … 20 … 30 … 40 … 50 … 60 … 70 … 80 … 90 … 99');
    expect(render(pages(99, 45))).toBe(
      '1 … 10 … 20 … 30 … 40 41 42 43 44 [45] 46 47 48 49 50 … 60 … 70 … 80 … 90 … 99',
    );
    expect(render(pages(99, 99))).toBe(
      '1 … 10 … 20 … 30 … 40 … 50 … 60 … 70 … 80 … 90 91 92 93 94 95 96 97 98 [99]',
    );
  });

  it('S-175 a group of ten ends on its ten', () => {
    expect(render(pages(30, 10))).toBe('1 2 3 4 5 6 7 8 9 [10] … 20 … 30');
    expect(render(pages(30, 11))).toBe('1 … 10 [11] 12 13 14 15 16 17 18 19 20 … 30');
    expect(render(pages(11, 11))).toBe('1 … 10 [11]');
  });

  it('S-175 from 100 pages adds the hundreds and keeps the tens of the current hundred', () => {
    expect(render(pages(100, 1))).toBe(
      '[1] 2 3 4 5 6 7 8 9 10 … 20 … 30 … 40 … 50 … 60 … 70 … 80 … 90 … 100',
    );
    expect(render(pages(100, 50))).toBe(
      '1 … 10 … 20 … 30 … 40 41 42 43 44 45 46 47 48 49 [50] … 60 … 70 … 80 … 90 … 100',
    );
    expect(render(pages(100, 100))).toBe(
      '1 … 10 … 20 … 30 … 40 … 50 … 60 … 70 … 80 … 90 91 92 93 94 95 96 97 98 99 [100]',
    );
    expect(render(pages(250, 150))).toBe(
      '1 … 100 … 110 … 120 … 130 … 140 141 142 143 144 145 146 147 148 149 [150] … 160 … 170 … 180 … 190 … 200 … 250',
    );
    expect(render(pages(250, 250))).toBe(
      '1 … 100 … 200 … 210 … 220 … 230 … 240 241 242 243 244 245 246 247 248 249 [250]',
    );
  });

  it('S-172 gives the 1-based result numbers of the legend', () => {
    const second = paginationModel({ page: 1, pageSize: resultPageSize, total: 130 });
    expect([second.from, second.to, second.total, second.pageCount]).toEqual([25, 48, 130, 6]);
    const last = paginationModel({ page: 5, pageSize: resultPageSize, total: 130 });
    expect([last.from, last.to]).toEqual([121, 130]);
  });

  it('S-172 has no previous page on the first page and no next page on the last', () => {
    expect(pages(6, 1)).toMatchObject({ previous: null, next: 1 });
    expect(pages(6, 3)).toMatchObject({ previous: 1, next: 3 });
    expect(pages(6, 6)).toMatchObject({ previous: 4, next: null });
    expect(pages(1, 1)).toMatchObject({ previous: null, next: null, items: [{ page: 0, isCurrent: true }] });
  });

  it('clamps an out-of-range or malformed page', () => {
    expect(paginationModel({ page: -3, pageSize: 24, total: 130 }).page).toBe(0);
    expect(paginationModel({ page: 40, pageSize: 24, total: 130 })).toMatchObject({
      page: 5,
      from: 121,
      to: 130,
    });
    expect(paginationModel({ page: Number.NaN, pageSize: 24, total: 130 }).page).toBe(0);
    expect(paginationModel({ page: 2.7, pageSize: 24, total: 130 }).page).toBe(2);
  });

  it('gives no pages for no results', () => {
    expect(paginationModel({ page: 3, pageSize: 24, total: 0 })).toEqual({
      pageCount: 0,
      page: 0,
      from: 0,
      to: 0,
      total: 0,
      previous: null,
      next: null,
      items: [],
    });
  });

  it('refuses a page size below 1', () => {
    expect(() => paginationModel({ page: 0, pageSize: 0, total: 10 })).toThrow(RangeError);
  });

  it('G-11 a result page holds 24 cards, a multiple of the 3 columns', () => {
    expect(resultPageSize).toBe(24);
    expect(resultPageSize % 3).toBe(0);
  });

  it('S-175 always shows the first, last and current page, in order, with an ellipsis exactly at each gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.nat(), (pageCount, raw) => {
        const model = pages(pageCount, (raw % pageCount) + 1);
        const shown = model.items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(shown[0]).toBe(0);
        expect(shown.at(-1)).toBe(pageCount - 1);
        expect(shown).toContain(model.page);
        model.items.forEach((item, i) => {
          const before = model.items[i - 1];
          const after = model.items[i + 1];
          if (item.type === 'ellipsis') {
            expect(before?.type === 'page' && after?.type === 'page' && after.page - before.page > 1).toBe(
              true,
            );
          } else if (before?.type === 'page') {
            expect(item.page).toBe(before.page + 1);
          }
        });
        expect(new Set(model.items.map((item) => (item.type === 'page' ? item.page : item.key))).size).toBe(
          model.items.length,
        );
      }),
    );
  });
});

describe('pageSearch', () => {
  it('S-174 keeps flow and from and writes the zero-based page from the second page on', () => {
    expect(pageSearch('?flow=gifting&from=searchbar', 1)).toBe('?flow=gifting&from=searchbar&page=1');
    expect(pageSearch('flow=gifting&page=4&from=searchbar', 2)).toBe('?flow=gifting&page=2&from=searchbar');
  });

  it('G-04 drops the page parameter for the first page', () => {
    expect(pageSearch('?flow=gifting&page=3&from=searchbar', 0)).toBe('?flow=gifting&from=searchbar');
    expect(pageSearch('?page=3', 0)).toBe('');
    expect(pageSearch('', 0)).toBe('');
  });

  it('G-04 canonicalises page=0 away', () => {
    const search = '?flow=booking&page=0';
    expect(pageSearch(search, pageFromSearch(search))).toBe('?flow=booking');
  });
});

describe('pageFromSearch', () => {
  it('S-173 reads the zero-based page', () => {
    expect(pageFromSearch('?flow=gifting&page=3')).toBe(3);
    expect(pageFromSearch('page=0')).toBe(0);
  });

  it('reads a missing or malformed page as the first page', () => {
    expect(pageFromSearch('?flow=gifting')).toBe(0);
    expect(pageFromSearch('?page=-2')).toBe(0);
    expect(pageFromSearch('?page=two')).toBe(0);
    expect(pageFromSearch('?page=1.5')).toBe(0);
  });
});

describe('pageHref', () => {
  it('keeps the path and the hash holding the search criteria', () => {
    const location = {
      pathname: '/fr/search',
      search: '?flow=booking&from=searchbar',
      hash: '#checkin=2026-06-12',
    };
    expect(pageHref(location, 2)).toBe('/fr/search?flow=booking&from=searchbar&page=2#checkin=2026-06-12');
    expect(pageHref({ ...location, search: '?page=2' }, 0)).toBe('/fr/search#checkin=2026-06-12');
    expect(pageHref({ pathname: '/fr/search' }, 1)).toBe('/fr/search?page=1');
  });
});

describe('relLinks', () => {
  const hrefFor = (page: number) => pageHref({ pathname: '/fr/search', search: '?flow=booking' }, page);

  it('emits rel next on the first page and rel prev on the last', () => {
    expect(relLinks(pages(3, 1), hrefFor)).toEqual([{ rel: 'next', href: '/fr/search?flow=booking&page=1' }]);
    expect(relLinks(pages(3, 3), hrefFor)).toEqual([{ rel: 'prev', href: '/fr/search?flow=booking&page=1' }]);
  });

  it('emits both in the middle, the previous one of the second page without a page parameter', () => {
    expect(relLinks(pages(3, 2), hrefFor)).toEqual([
      { rel: 'prev', href: '/fr/search?flow=booking' },
      { rel: 'next', href: '/fr/search?flow=booking&page=2' },
    ]);
  });

  it('emits nothing for a single page', () => {
    expect(relLinks(pages(1, 1), hrefFor)).toEqual([]);
  });
});
