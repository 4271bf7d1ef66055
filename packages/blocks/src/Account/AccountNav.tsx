import { useT } from '@escale/i18n';
import { Link } from '@escale/ui';
import * as styles from './Account.css';

export type AccountPage = 'profile' | 'trips' | 'wishlist';

export interface AccountNavProps {
  /** The account's pages and the sign-out's form action (domain `accountLinks`). */
  links: Record<AccountPage | 'signOut', string>;
  /** The page shown, marked as the current one. */
  current?: AccountPage;
}

const labels = {
  profile: 'header.profile',
  trips: 'header.trips',
  wishlist: 'header.accountWishlist',
} as const;

/** The signed-in customer's pages (S-349): profile, trips, wishlist, and signing out. */
export function AccountNav({ links, current }: AccountNavProps) {
  const t = useT();
  return (
    <nav aria-label={t('account.nav')} className={styles.nav}>
      <ul className={styles.navList}>
        {(['trips', 'wishlist', 'profile'] as const).map((page) => (
          <li key={page}>
            <Link
              variant="plain"
              className={styles.navLink}
              href={links[page]}
              aria-current={page === current ? 'page' : undefined}
            >
              {t(labels[page])}
            </Link>
          </li>
        ))}
        <li>
          <form method="post" action={links.signOut}>
            <button type="submit" className={styles.signOutButton}>
              {t('header.signOut')}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
