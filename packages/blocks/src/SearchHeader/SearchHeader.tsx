import type { SearchPageContent } from '@escale/domain';
import type { ReactNode } from 'react';
import { Hero } from '../Hero';

export interface SearchHeaderProps {
  /** The page's `h1`, from the search-page content. */
  title: SearchPageContent['title'];
  subtitle: SearchPageContent['subtitle'];
  /** The header image at the three API sizes. */
  image: SearchPageContent['headerImage'];
  /** The search box, under the title. */
  children?: ReactNode;
}

/**
 * The search page's header (000 §2 Search page, S-054): the header image behind the title and
 * subtitle, compact on mobile (200 px) and taller from the tablet breakpoint, where the search box
 * sits on the picture.
 */
export function SearchHeader({ title, subtitle, image, children }: SearchHeaderProps) {
  return (
    <Hero size="compact" title={title} subtitle={subtitle} image={image}>
      {children}
    </Hero>
  );
}
