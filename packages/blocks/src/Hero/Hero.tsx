import type { ApiImage } from '@escale/domain';
import type { ReactNode } from 'react';
import * as styles from './Hero.css';

// The picture and layout shared by the search page's header and the home's jumbotron.

/** The picture spans the viewport's width at every breakpoint. */
const HERO_SIZES = '100vw';

/**
 * A page's header picture, its LCP element on mobile: every API size in `srcSet` (S-157), fetched
 * first (`fetchpriority="high"`), never lazy, in a box sized by its container so nothing shifts
 * when it arrives. Decorative: the title over it names it.
 */
function HeroImage({ image }: { image: ApiImage }) {
  const srcSet = `${image.sizes['120_80']} 120w, ${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`;
  return (
    <div className={styles.picture}>
      <img
        className={styles.image}
        src={image.sizes['960_540']}
        srcSet={srcSet}
        sizes={HERO_SIZES}
        width={960}
        height={540}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
    </div>
  );
}

export interface HeroProps {
  /** `compact`: the search page's header; `large`: the home's jumbotron. */
  size: 'compact' | 'large';
  title: string;
  subtitle: string;
  image: ApiImage;
  children?: ReactNode;
}

/**
 * The picture with the page's `h1` and subtitle over a dark gradient, and an optional slot for the
 * search box: under the picture on mobile, on it in a white panel from the tablet breakpoint.
 */
export function Hero({ size, title, subtitle, image, children }: HeroProps) {
  return (
    <div className={styles.root({ size })} data-size={size}>
      <div className={styles.banner({ size })}>
        <HeroImage image={image} />
        <div className={styles.text}>
          <h1 className={styles.title({ size })}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
      </div>
      {children ? <div className={styles.slot({ size })}>{children}</div> : null}
    </div>
  );
}
