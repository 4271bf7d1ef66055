import {
  activityParams,
  type BestBoxesBlock,
  type BoxSummary,
  DEFAULT_CRITERIA,
  type Flow,
  type HomeBlock,
  type HomeFlow,
  type HomeFlowContent,
  offersParams,
  type SearchCriteria,
  type TopSearchResultsBlock,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet, apiPost } from './api';
import type { SearchResults } from './searchData';

// The home page (001 §2.1, S-381, S-382): the content of the current flow and, for each
// top-search-results block, its offers (S-491), for a best-boxes block its boxes (S-304).

export type HomeBlockData =
  | {
      block: TopSearchResultsBlock;
      /** null when the block's search failed: the block hides (S-171). */
      results: SearchResults | null;
    }
  | {
      block: BestBoxesBlock;
      /** null when the boxes could not be had: the block hides (S-304). */
      boxes: BoxSummary[] | null;
    };

export interface HomeData {
  flow: HomeFlow;
  content: HomeFlowContent;
  blocks: HomeBlockData[];
}

const searchFlowOf: Record<TopSearchResultsBlock['resultsType'], Flow> = {
  offer: 'booking',
  gift: 'gifting',
  activity: 'activity',
};

async function blockResults(
  block: TopSearchResultsBlock,
  locale: Locale,
  criteria: SearchCriteria,
): Promise<SearchResults> {
  const flow = searchFlowOf[block.resultsType];
  if (flow === 'activity') {
    const answer = await apiPost(
      '/api/search/activity-only.json',
      locale,
      { ...activityParams(criteria, 0), limit: block.resultsCount },
      'activityOnlySearch',
    );
    return { kind: 'activities', centres: answer.exactMatch, totalCount: answer.searchDetails.totalCount };
  }
  const answer = await apiGet(
    '/api/offers.json',
    locale,
    { ...offersParams(criteria, flow, 0), limit: block.resultsCount, orderBy: 'priceQuality' },
    'offerCards',
  );
  return {
    kind: 'offers',
    offers: answer.exactMatch,
    totalCount: answer.searchDetails.totalCount,
    fallbacks: [],
  };
}

/** What a block shows when its call failed: nothing, and the failure is logged. */
function hidden(error: unknown): null {
  console.error(error);
  return null;
}

async function bestBoxes(block: BestBoxesBlock, locale: Locale): Promise<BoxSummary[]> {
  const answer = await apiGet('/gateway/boxes/search', locale, { medium: block.medium }, 'boxes');
  return answer.boxes.slice(0, block.resultsCount);
}

/**
 * What a home or landing block shows: its results (of `criteria`, a landing's segment) or boxes,
 * or null when its call failed.
 */
export async function homeBlockData(
  block: HomeBlock,
  locale: Locale,
  criteria: SearchCriteria = DEFAULT_CRITERIA,
): Promise<HomeBlockData> {
  return block.type === 'bestBoxes'
    ? { block, boxes: await bestBoxes(block, locale).catch(hidden) }
    : { block, results: await blockResults(block, locale, criteria).catch(hidden) };
}

export async function loadHome(locale: Locale, flow: HomeFlow): Promise<HomeData> {
  const home = await apiGet('/content/homepage', locale, {}, 'homeContent');
  const content = home[flow];
  const blocks = await Promise.all(content.blocks.map((block) => homeBlockData(block, locale)));
  return { flow, content, blocks };
}
