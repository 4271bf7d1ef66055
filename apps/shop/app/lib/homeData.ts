import {
  activityParams,
  DEFAULT_CRITERIA,
  type Flow,
  type HomeFlow,
  type HomeFlowContent,
  offersParams,
  type TopSearchResultsBlock,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet, apiPost } from './api';
import type { SearchResults } from './searchData';

// The home page (001 §2.1, S-381, S-382): the content of the current flow and, for each
// top-search-results block, its offers (S-491).

export interface HomeBlockData {
  block: TopSearchResultsBlock;
  /** null when the block's search failed: the block hides (S-171). */
  results: SearchResults | null;
}

export interface HomeData {
  flow: HomeFlow;
  content: HomeFlowContent;
  blocks: HomeBlockData[];
}

/** The home flow of a `?flow=` value: hotel shows the booking home, unknown values too (S-381). */
export function homeFlowOf(flow: string | null): HomeFlow {
  return flow === 'gifting' || flow === 'activity' ? flow : 'booking';
}

const searchFlowOf: Record<TopSearchResultsBlock['resultsType'], Flow> = {
  offer: 'booking',
  gift: 'gifting',
  activity: 'activity',
};

async function blockResults(block: TopSearchResultsBlock, locale: Locale): Promise<SearchResults> {
  const flow = searchFlowOf[block.resultsType];
  if (flow === 'activity') {
    const answer = await apiPost(
      '/api/search/activity-only.json',
      locale,
      { ...activityParams(DEFAULT_CRITERIA, 0), limit: block.resultsCount },
      'activityOnlySearch',
    );
    return { kind: 'activities', centres: answer.exactMatch, totalCount: answer.searchDetails.totalCount };
  }
  const answer = await apiGet(
    '/api/offers.json',
    locale,
    { ...offersParams(DEFAULT_CRITERIA, flow, 0), limit: block.resultsCount, orderBy: 'priceQuality' },
    'offerCards',
  );
  return {
    kind: 'offers',
    offers: answer.exactMatch,
    totalCount: answer.searchDetails.totalCount,
    fallbacks: [],
  };
}

export async function loadHome(locale: Locale, flow: HomeFlow): Promise<HomeData> {
  const home = await apiGet('/content/homepage', locale, {}, 'homeContent');
  const content = home[flow];
  const blocks = await Promise.all(
    content.blocks.map(async (block) => ({
      block,
      results: await blockResults(block, locale).catch((error: unknown) => {
        console.error(error);
        return null;
      }),
    })),
  );
  return { flow, content, blocks };
}
