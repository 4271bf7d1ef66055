import { TopResults } from '@escale/blocks';
import { DEFAULT_CRITERIA, marketHref } from '@escale/domain';
import type { HomeBlockData } from '../lib/homeData';
import { preloadCards, useResultCards } from './ResultCards';

function HomeBlock({ block, results, marketPath }: HomeBlockData & { marketPath: string }) {
  const flow =
    block.resultsType === 'gift' ? 'gifting' : block.resultsType === 'activity' ? 'activity' : 'booking';
  const items = useResultCards(results, {
    marketPath,
    flow,
    criteria: DEFAULT_CRITERIA,
  });
  return (
    <TopResults
      title={block.title}
      subtitle={block.subtitle}
      seeAllHref={marketHref(marketPath, block.url)}
      isSeeAllInNewTab={block.newTab}
      items={items}
    />
  );
}

/** The home page's blocks of top search results (S-382), below the jumbotron. */
export function HomeBlocks({ blocks, marketPath }: { blocks: readonly HomeBlockData[]; marketPath: string }) {
  return blocks.map((block) => <HomeBlock key={block.block.title} {...block} marketPath={marketPath} />);
}

/** The blocks with their cards' code: they render over the server's markup with nothing missing. */
export const loadHomeBlocks = () => preloadCards().then(() => HomeBlocks);
