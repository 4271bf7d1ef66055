import type { Jumbotron as JumbotronContent } from '@escale/domain';
import type { ReactNode } from 'react';
import { Hero } from '../Hero';

export interface JumbotronProps {
  /** The page's `h1`, from the home content of the flow. */
  title: JumbotronContent['title'];
  subtitle: JumbotronContent['subtitle'];
  /** The jumbotron's picture at the three API sizes. */
  image: JumbotronContent['image'];
  /** The search box of the flow. */
  children: ReactNode;
}

/**
 * The home's jumbotron (001 §2.1 Home page, S-382): a large picture with the title, the subtitle
 * and the search box, centred on it from the tablet breakpoint; on mobile the search box follows
 * the picture.
 */
export function Jumbotron({ title, subtitle, image, children }: JumbotronProps) {
  return (
    <Hero size="large" title={title} subtitle={subtitle} image={image}>
      {children}
    </Hero>
  );
}
