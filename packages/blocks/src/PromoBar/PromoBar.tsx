import { type PromoBar as PromoBarData, promoLinkHref } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Link, VisuallyHidden } from '@escale/ui';
import * as styles from './PromoBar.css';

export interface PromoBarProps {
  /** The bar `promoBarFor` chose for the page and flow; nothing shows without one (S-368). */
  bar?: PromoBarData | null;
  /** The shop's own origin: links to it become paths the router handles (S-370). */
  siteOrigin?: string;
}

/**
 * A row of promotional links above the page (S-368, S-369): each shows its label, opens in a new
 * tab when `newTab` is set and takes the `default` or `black` look. Scrolls sideways when it does
 * not fit. Renders nothing without a bar or links.
 */
export function PromoBar({ bar, siteOrigin }: PromoBarProps) {
  const t = useT();
  if (!bar || bar.links.length === 0) return null;
  return (
    <nav aria-label={t('promoBar.label')} className={styles.bar} data-code={bar.internalCode}>
      <ul className={styles.list}>
        {bar.links.map((link) => (
          <li key={`${link.label}|${link.url}`} className={styles.item}>
            <Link
              variant="plain"
              href={siteOrigin ? promoLinkHref(link.url, siteOrigin) : link.url}
              isExternal={link.newTab}
              className={styles.link({ variant: link.variant })}
              data-variant={link.variant}
            >
              {link.label}
              {link.newTab ? <VisuallyHidden> {t('link.newTab')}</VisuallyHidden> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
