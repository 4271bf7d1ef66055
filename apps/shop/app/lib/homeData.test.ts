import type { BestBoxesBlock, TopSearchResultsBlock } from '@escale/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeBlockData } from './homeData';

const bestBoxes: BestBoxesBlock = {
  type: 'bestBoxes',
  title: 'Nos coffrets cadeaux préférés',
  medium: 'digital',
  resultsCount: 2,
  url: '/gifts',
};
const topResults: TopSearchResultsBlock = {
  type: 'topSearchResults',
  title: 'Les séjours les plus offerts',
  resultsType: 'gift',
  resultsCount: 3,
  url: '/search',
  newTab: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home blocks', () => {
  it('S-304 a best-boxes block whose call fails is hidden, and the failure logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{}}', { status: 503 })),
    );
    expect(await homeBlockData(bestBoxes, 'fr_FR')).toEqual({ block: bestBoxes, boxes: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await homeBlockData(bestBoxes, 'fr_FR')).toEqual({ block: bestBoxes, boxes: null });
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('S-304 asks for the boxes of the block’s format in the page’s locale', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ boxes: [] }));
    vi.stubGlobal('fetch', fetch);
    expect(await homeBlockData(bestBoxes, 'nl_BE')).toEqual({ block: bestBoxes, boxes: [] });
    expect(fetch.mock.calls[0]?.[0]).toMatch(/\/gateway\/boxes\/search\?medium=digital&locale=nl_BE$/);
  });

  it('S-171 a top-results block whose search fails is hidden', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    expect(await homeBlockData(topResults, 'es_ES')).toEqual({ block: topResults, results: null });
  });
});
