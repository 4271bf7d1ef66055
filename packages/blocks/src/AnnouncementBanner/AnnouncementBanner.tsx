import type { AnnouncementBanner as AnnouncementBannerData, RichText } from '@escale/domain';
import { useT } from '@escale/i18n';
import { motion } from '@escale/tokens';
import { Link } from '@escale/ui';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from './AnnouncementBanner.css';

export interface AnnouncementBannerProps {
  /** The page's banners, chosen by flow, page and locale (S-371); none renders nothing (S-374). */
  banners?: readonly AnnouncementBannerData[] | null;
  /** While the banners load: a blank band of the banner's height (S-372). */
  isLoading?: boolean;
}

/** Bold and italic runs, and links unless the whole banner is one (a link holds no link). */
function renderRichText(content: RichText, withLinks: boolean): ReactNode[] {
  const run = (node: Extract<RichText[number], { type: 'text' }>, key: number) => {
    let out: ReactNode = node.text;
    if (node.italic) out = <em>{out}</em>;
    if (node.bold) out = <strong>{out}</strong>;
    return <span key={key}>{out}</span>;
  };
  return content.map((node, index) => {
    if (node.type === 'text') return run(node, index);
    const children = node.children.map(run);
    return withLinks ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a banner are fixed.
      <Link key={index} variant="plain" href={node.href} isExternal={node.newTab} className={styles.link}>
        {children}
      </Link>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a banner are fixed.
      <span key={index}>{children}</span>
    );
  });
}

/**
 * The announcement banner above a page (002 §2, §3, §4; S-371…S-374): rich text in a colour
 * variation. Several crossfade, a new one every 3000 ms in a 500 ms transition (S-373); the band
 * keeps the tallest one's height. The rotation stops while the band is pointed at or holds the
 * focus, and with its pause button (WCAG 2.2.2); with reduced motion banners swap without fading.
 */
export function AnnouncementBanner({ banners, isLoading = false }: AnnouncementBannerProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [isHeld, setHeld] = useState(false);
  const [isPaused, setPaused] = useState(false);
  const count = banners?.length ?? 0;
  const rotates = count > 1 && !isHeld && !isPaused;

  useEffect(() => {
    if (!rotates) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), motion.crossfadeInterval);
    return () => clearInterval(timer);
  }, [rotates, count]);

  if (isLoading) return <div className={styles.placeholder} data-testid="announcement-placeholder" />;
  if (!banners || count === 0) return null;
  const active = index % count;

  return (
    <section
      aria-label={t('announcement.label')}
      className={styles.root}
      data-count={count}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.stack}>
        {banners.map((banner, position) => {
          const isActive = position === active;
          const content = renderRichText(banner.content, banner.url === null);
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the banners of a page are fixed.
              key={position}
              className={[
                styles.slide,
                styles.color[banner.colorVariation],
                count > 1 ? styles.withControl : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-active={isActive}
              data-color={banner.colorVariation}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
            >
              <p className={styles.text}>
                {banner.url === null ? (
                  content
                ) : (
                  <Link variant="plain" href={banner.url} className={styles.link}>
                    {content}
                  </Link>
                )}
              </p>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <button
          type="button"
          className={styles.pause}
          aria-pressed={isPaused}
          aria-label={t('announcement.pause')}
          title={t('announcement.pause')}
          onClick={() => setPaused((paused) => !paused)}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            {isPaused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2h3v12h-3zM9.5 2h3v12h-3z" />}
          </svg>
        </button>
      ) : null}
    </section>
  );
}
