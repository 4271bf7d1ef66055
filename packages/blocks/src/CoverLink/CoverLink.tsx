import type { ApiImage } from '@escale/domain';
import { Link } from '@escale/ui';
import * as styles from './CoverLink.css';

export interface CoverLinkProps {
  href: string;
  /** The cover at its sizes, or one picture's address. */
  cover: ApiImage | string;
  title: string;
  /** A line under the title. */
  detail?: string;
  /** The `sizes` of the cover in its layout. */
  sizes: string;
}

/** A link that is a cover picture and a title under it: an article, an idea, a stay seen before. */
export function CoverLink({ href, cover, title, detail, sizes }: CoverLinkProps) {
  const picture =
    typeof cover === 'string'
      ? { src: cover }
      : {
          src: cover.sizes['640_360'],
          srcSet: `${cover.sizes['640_360']} 640w, ${cover.sizes['960_540']} 960w`,
          sizes,
        };
  return (
    <Link variant="plain" href={href} className={styles.link}>
      <img
        className={styles.cover}
        {...picture}
        width={640}
        height={360}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={styles.title}>{title}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </Link>
  );
}
