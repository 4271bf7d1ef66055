import { useT } from '@escale/i18n';
import { type ReactNode, useId } from 'react';
import * as styles from './PartnerMinisite.css';

// A partner minisite's own parts (002 §2 Partner minisites, S-437, S-440): its banner with its
// logo and name, and the footer stating its offer's conditions. Their colours, radii and fonts are
// the partner's theme's, from the ThemeProvider around them.

/** From this width the desktop banner is drawn: the spec's image breakpoint. */
const DESKTOP_IMAGE = 'screen and (min-width: 600px)';

export interface PartnerBannerProps {
  /** The partner's name, the page's `h1`. */
  partnerName: string;
  /** The banner's pictures: the desktop one from 600 px, the mobile one below. */
  bannerUrls: { desktop: string; mobile: string };
  /** The partner's logo; none shows nothing. */
  logoUrl?: string | null;
}

/**
 * The partner's banner (S-437): its picture (desktop and mobile images, the page's LCP element, so
 * fetched first and never lazy), its logo and its name with the offer's subtitle.
 */
export function PartnerBanner({ partnerName, bannerUrls, logoUrl }: PartnerBannerProps) {
  const t = useT();
  return (
    <header className={styles.banner}>
      <picture className={styles.picture}>
        <source media={DESKTOP_IMAGE} srcSet={bannerUrls.desktop} width={960} height={540} />
        <img
          className={styles.image}
          src={bannerUrls.mobile}
          width={640}
          height={360}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={styles.text}>
        {logoUrl ? (
          <img
            className={styles.logo}
            src={logoUrl}
            width={120}
            height={80}
            alt={t('partner.logo.alt', { partner: partnerName })}
          />
        ) : null}
        <h1 className={styles.title}>{partnerName}</h1>
        <p className={styles.subtitle}>{t('partner.banner.subtitle', { partner: partnerName })}</p>
      </div>
    </header>
  );
}

export interface PartnerConditionsProps {
  /** The partner's legal text, as written in its own language. */
  text: string;
}

/** The partner's footer (S-440): the offer's conditions and booking window, as the partner wrote them. */
export function PartnerConditions({ text }: PartnerConditionsProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.conditions} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.conditionsTitle}>
        {t('partner.conditions.title')}
      </h2>
      <p className={styles.conditionsText}>{text}</p>
    </section>
  );
}

export interface PartnerStaysProps {
  /** The list's heading. */
  title: string;
  /** The stays' cards, each with its key; none shows `emptyText`. */
  cards: ReactNode[];
  /** Said when the partner has no stay to offer. */
  emptyText: string;
}

/** The partner's stays (S-437): their cards in a grid, one column on mobile, up to three on desktop. */
export function PartnerStays({ title, cards, emptyText }: PartnerStaysProps) {
  const titleId = useId();
  return (
    <section className={styles.stays} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.staysTitle}>
        {title}
      </h2>
      {cards.length > 0 ? (
        <ul className={styles.staysGrid}>
          {cards.map((card, index) => (
            // The cards come keyed; their place in the list is their order.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders on the page.
            <li key={index}>{card}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.staysEmpty}>{emptyText}</p>
      )}
    </section>
  );
}
