import { FallbackBlocks, SearchPagination, SeoText, ServiceNotice } from '@escale/blocks';
import type { ComponentProps } from 'react';

export interface SearchPageEndProps {
  fallbacks: ComponentProps<typeof FallbackBlocks>;
  /** The pages of the results; none while they load. */
  pagination: ComponentProps<typeof SearchPagination> | null;
  seoText: ComponentProps<typeof SeoText>;
}

/** The search page below its results: other searches' offers, the pages, the SEO text, the service notice. */
export function SearchPageEnd({ fallbacks, pagination, seoText }: SearchPageEndProps) {
  return (
    <>
      <FallbackBlocks {...fallbacks} />
      {pagination ? <SearchPagination {...pagination} /> : null}
      <SeoText {...seoText} />
      <ServiceNotice />
    </>
  );
}
