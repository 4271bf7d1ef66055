import { TopResults } from '@escale/blocks';
import { DEFAULT_CRITERIA, marketHref } from '@escale/domain';
import type { HomeBlockData } from '../lib/homeData';
import { preloadCards, useResultCards } from './ResultCards';

/** One block of top search results (S-382), below the jumbotron. */
export function HomeBlock({ block, results, marketPath }: HomeBlockData & { marketPath: string }) {
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

/** A block with its cards' code: it renders over the server's markup with nothing missing. */
export const loadHomeBlock = () => preloadCards().then(() => HomeBlock);
