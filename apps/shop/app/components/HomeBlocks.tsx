import { BoxCard, TopResults } from '@escale/blocks';
import {
  type BestBoxesBlock,
  type BoxSummary,
  DEFAULT_CRITERIA,
  marketHref,
  type TopSearchResultsBlock,
} from '@escale/domain';
import type { HomeBlockData } from '../lib/homeData';
import type { SearchResults } from '../lib/searchData';
import { preloadCards, useResultCards } from './ResultCards';

type Props = HomeBlockData & { marketPath: string };

/** One block below the jumbotron: top search results (S-382) or the best gift boxes (S-304). */
export function HomeBlock(props: Props) {
  return 'boxes' in props ? <BestBoxes {...props} /> : <TopSearchResults {...props} />;
}

function TopSearchResults({
  block,
  results,
  marketPath,
}: {
  block: TopSearchResultsBlock;
  results: SearchResults | null;
  marketPath: string;
}) {
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

/** The best boxes as cards; nothing when they could not be had (S-304). */
function BestBoxes({
  block,
  boxes,
  marketPath,
}: {
  block: BestBoxesBlock;
  boxes: BoxSummary[] | null;
  marketPath: string;
}) {
  return (
    <TopResults
      title={block.title}
      subtitle={block.subtitle}
      seeAllHref={marketHref(marketPath, block.url)}
      items={(boxes ?? []).map((box) => (
        <BoxCard
          key={box.code}
          title={box.title}
          href={marketHref(marketPath, box.uri)}
          image={{ alt: box.title, sizes: box.mainBySize }}
          rating={box.rating}
          sellPrice={box.price.sellPrice}
          refPrice={box.price.promo > 0 ? box.price.referencePrice : null}
          promoPercent={box.price.promo}
          headingLevel={3}
        />
      ))}
    />
  );
}

/** A block with its cards' code: it renders over the server's markup with nothing missing. */
export const loadHomeBlock = () => preloadCards().then(() => HomeBlock);
