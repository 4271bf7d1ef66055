import type { ApiImage } from '@escale/domain';
import { Link } from '@escale/ui';
import * as styles from './CoverLink.css';

export interface CoverLinkProps {
  href: string;
  cover: ApiImage;
  title: string;
  /** The `sizes` of the cover in its layout. */
  sizes: string;
}

/** A link that is a cover picture and a title under it: an article, an idea. */
export function CoverLink({ href, cover, title, sizes }: CoverLinkProps) {
  return (
    <Link variant="plain" href={href} className={styles.link}>
      <img
        className={styles.cover}
        src={cover.sizes['640_360']}
        srcSet={`${cover.sizes['640_360']} 640w, ${cover.sizes['960_540']} 960w`}
        sizes={sizes}
        width={640}
        height={360}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={styles.title}>{title}</span>
    </Link>
  );
}
