import type { TargetedBanner as TargetedBannerData } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Link, VisuallyHidden } from '@escale/ui';
import { useId } from 'react';
import * as styles from './TargetedBanner.css';

export interface TargetedBannerProps {
  /** The banner chosen for the page (S-377); none renders nothing. */
  banner?: TargetedBannerData | null;
  /** The title's level in the page's outline. Defaults to 2. */
  headingLevel?: 2 | 3;
}

/**
 * A targeted banner (002 §2, §3; S-375, S-376): title, subtitle, a picture for phones and one from
 * the 600 px image breakpoint, set at the centre (above the text) or at the left or right of it,
 * and up to three calls to action, the first one prominent.
 */
export function TargetedBanner({ banner, headingLevel = 2 }: TargetedBannerProps) {
  const t = useT();
  const titleId = useId();
  if (!banner) return null;
  const Heading = `h${headingLevel}` as const;
  const { image } = banner;
  return (
    <section
      aria-labelledby={titleId}
      className={styles.root}
      data-image-position={image.position}
      data-campaign={banner.campaign}
    >
      <picture className={styles.media}>
        <source media="(min-width: 600px)" srcSet={image.desktop} width={960} height={540} />
        <img
          className={styles.image}
          src={image.mobile}
          alt={image.alt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {banner.title}
        </Heading>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {banner.ctas.length > 0 ? (
          <ul className={styles.ctas}>
            {banner.ctas.map((cta, index) => (
              <li key={`${cta.label}|${cta.url}`}>
                <Link
                  variant="plain"
                  href={cta.url}
                  isExternal={cta.newTab}
                  className={styles.cta}
                  data-primary={index === 0}
                  data-category={cta.category}
                >
                  {cta.label}
                  {cta.newTab ? <VisuallyHidden> {t('link.newTab')}</VisuallyHidden> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
