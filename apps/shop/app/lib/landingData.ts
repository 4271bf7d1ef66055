import {
  DEFAULT_CRITERIA,
  isInCountdownWindow,
  type LandingBlock,
  type LandingPage,
  landingCriteria,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet } from './api';
import { type HomeBlockData, homeBlockData } from './homeData';

// A landing page (001 §2.2; S-379, S-384…S-387): its content from its slug and locale, the blocks
// inside their countdown's window, and for each top-search-results block the results of its URL
// segment's criteria, for a best-boxes block its boxes.

export type LandingBlockData =
  | HomeBlockData
  | { block: Exclude<LandingBlock, { type: 'topSearchResults' | 'bestBoxes' }> };

export interface LandingData {
  page: LandingPage;
  blocks: LandingBlockData[];
}

export async function loadLanding(locale: Locale, slug: string, now: Date): Promise<LandingData> {
  const page = await apiGet(`/content/landing/${encodeURIComponent(slug)}`, locale, {}, 'landingPage');
  const shown = page.blocks.filter((block) => isInCountdownWindow(block.countdown, now));
  const blocks = await Promise.all(
    shown.map((block): Promise<LandingBlockData> | LandingBlockData => {
      if (block.type === 'bestBoxes') return homeBlockData(block, locale);
      if (block.type !== 'topSearchResults') return { block };
      const criteria = block.criteriaUrl ? landingCriteria(locale, block.criteriaUrl) : null;
      return homeBlockData(block, locale, { ...DEFAULT_CRITERIA, ...criteria });
    }),
  );
  return { page, blocks };
}
