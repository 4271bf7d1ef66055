import { FallbackBlocks, SearchPagination, SeoText, ServiceNotice } from '@escale/blocks';
import { type Flow, marketHref, type SearchCriteria } from '@escale/domain';
import { productHref } from '../lib/cardLinks';
import type { SearchResults } from '../lib/searchData';
import { searchHref } from '../lib/searchUrl';
import type { useSearchPage } from '../lib/useSearchPage';

export interface SearchPageEndProps {
  market: string;
  flow: Flow;
  criteria: SearchCriteria;
  /** The results; none while they load. */
  results: SearchResults | null;
  page: number;
  location: { pathname: string; search: string; hash: string };
  content: Pick<ReturnType<typeof useSearchPage>['content'], 'seoText' | 'suggestionLinks'>;
}

/** The search page below its results: other searches' offers, the pages, the SEO text, the service notice. */
export function SearchPageEnd({
  market,
  flow,
  criteria,
  results,
  page,
  location,
  content,
}: SearchPageEndProps) {
  const fallbacks = results?.kind === 'offers' ? results.fallbacks : [];
  return (
    <>
      <FallbackBlocks
        flow={flow}
        offerHref={(offer) => productHref(market, offer.uri, flow, criteria)}
        blocks={fallbacks.map((block) => ({
          id: block.id,
          subtitles: block.subtitles,
          offers: block.offers,
          href: searchHref(market, block.criteria, { flow }),
        }))}
      />
      {results ? (
        <SearchPagination page={page} total={results.totalCount} location={location} flow={flow} />
      ) : null}
      <SeoText
        paragraphs={content.seoText}
        links={content.suggestionLinks.map((link) => ({
          label: link.label,
          href: marketHref(market, link.uri),
        }))}
      />
      <ServiceNotice />
    </>
  );
}
