import { type Flow, type NavigationLink, type PromoBar as PromoBarData, virtualFlow } from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import { Link } from '@escale/ui';
import { Menu } from '../Menu';
import { PromoBar } from '../PromoBar';
import * as styles from './TopBar.css';

/** The flows the toggle offers (S-356). */
const toggleFlows = ['booking', 'gifting'] as const;
type ToggleFlow = (typeof toggleFlows)[number];

const flowLabels: Record<ToggleFlow, MessageId> = { booking: 'topBar.booking', gifting: 'topBar.gifting' };

export interface TopBarProps {
  /** The page's flow: booking (hotel counts as booking) or gifting is marked current. */
  flow: Flow;
  /** Each flow's target, the home with `?flow=`, built by the shop (S-356). */
  flowHrefs: Record<ToggleFlow, string>;
  /** The bar `promoBarFor` chose for the page and flow, if any (S-368). */
  promoBar?: PromoBarData | null;
  /** The shop's own origin: promo links to it become paths (S-370). */
  siteOrigin?: string;
  /** The "Inspirations" links: the menu from the desktop breakpoint (S-357). */
  menu: readonly NavigationLink[];
}

/**
 * The top bar under the header (S-356, S-357): the booking/gifting flow toggle, the "Inspirations"
 * menu from the desktop breakpoint, then the promo bar. The menu's panel spans the page under the menu row.
 */
export function TopBar({ flow, flowHrefs, promoBar, siteOrigin, menu }: TopBarProps) {
  const t = useT();
  const current = virtualFlow(flow);
  return (
    <div className={styles.topBar}>
      <div className={styles.rowFrame}>
        <div className={styles.row}>
          <nav aria-label={t('topBar.flows')} className={styles.flows}>
            <ul className={styles.toggle}>
              {toggleFlows.map((option) => (
                <li key={option} className={styles.toggleItem}>
                  <Link
                    variant="plain"
                    href={flowHrefs[option]}
                    aria-current={current === option ? 'true' : undefined}
                    className={styles.toggleLink}
                    data-flow={option}
                  >
                    {t(flowLabels[option])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.menu}>
            <Menu links={menu} />
          </div>
        </div>
      </div>
      <PromoBar bar={promoBar} siteOrigin={siteOrigin} />
    </div>
  );
}
