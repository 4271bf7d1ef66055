import {
  type AccountState,
  faqHref,
  type GiftContent,
  giftCards,
  type HeaderAccountEntry,
  headerAccountEntry,
  headerGiftEntry,
  isSearchPage,
  type NavigationLink,
  searchPageHref,
  type WishlistItem,
  wishlistButtonVisibility,
} from '@escale/domain';
import { type Locale, type Market, marketOf, marketsOfCountry, useLocale, useT } from '@escale/i18n';
import {
  Drawer,
  DrawerContent,
  DrawerTrigger,
  Link,
  Popover,
  PopoverContent,
  PopoverTrigger,
  useTheme,
} from '@escale/ui';
import { ArrowLeft, CircleHelp, Gift, Globe, Heart, MenuIcon, User, UserRound } from '@escale/ui/icons';
import { useState } from 'react';
import { GiftDrawer } from '../GiftDrawer';
import { Menu } from '../Menu';
import { WishlistDrawer } from '../WishlistDrawer';
import * as styles from './Header.css';
import { HeaderButton, HeaderLink } from './HeaderAction';

interface HeaderBaseProps {
  /** The market's root path: `/fr`, `/be/nl`. The logo links to it. */
  marketPath: string;
}

export interface CheckoutHeaderProps extends HeaderBaseProps {
  /** The simplified header of checkout-like routes: the logo and a back arrow, no menus (S-351). */
  variant: 'checkout';
  /** Where the back arrow goes: the product page built with `checkoutBackHref`, or home (S-352). */
  backHref: string;
}

export interface AppHeaderProps extends HeaderBaseProps {
  /** The native app's web view (S-244): the logo and a Back button, no menus; the app has its own. */
  variant: 'app';
  /** Back: the page goes back in its history, or to the market's home when it has none. */
  onBack: () => void;
}

export interface SiteHeaderProps extends HeaderBaseProps {
  variant?: 'default';
  /** The current page's path and query: the sign-in origin and the wishlist's "Add items" (S-349, S-434). */
  currentPath: string;
  /** The current page in another locale of the country, for the language selector. Defaults to its root. */
  hrefForLocale?: (locale: Locale) => string;
  /** The customer-account toggle and whether the visitor is logged in (S-347, S-348). */
  account: AccountState;
  /** The wishlist, newest first (S-432). */
  wishlist: readonly WishlistItem[];
  /** Called with the item the visitor removes from the wishlist drawer. */
  onRemoveWishlistItem: (item: WishlistItem) => void;
  /** The gift content of the locale, for the gift drawer (S-346). */
  giftContent?: GiftContent | null;
  /** The "Inspirations" links, shown in the burger drawer below the desktop breakpoint. */
  menu: readonly NavigationLink[];
  /** Customer-care mode (G-05): the gift icon links to the gift shop instead of the drawer (S-444). */
  isCustomerCare?: boolean;
}

export type HeaderProps = CheckoutHeaderProps | AppHeaderProps | SiteHeaderProps;

/** Escale's mark and wordmark, or the partner theme's logo. */
function Logo({ href }: { href: string }) {
  const t = useT();
  const { logoUrl } = useTheme();
  return (
    <Link variant="plain" href={href} aria-label={t('header.home')} className={styles.logo}>
      {logoUrl ? (
        <img src={logoUrl} alt="" width={140} height={32} className={styles.logoImage} />
      ) : (
        <>
          <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" className={styles.logoMark}>
            <circle cx="19" cy="11" r="6" fill="currentColor" className={styles.logoSun} />
            <path d="M1 25 Q 8 15 16 21 T 31 19 V 31 H 1 Z" fill="currentColor" />
          </svg>
          <span className={styles.wordmark} aria-hidden="true">
            escale
          </span>
        </>
      )}
    </Link>
  );
}

/** A language's name in that language, capitalised: "Français", "Nederlands". */
function languageName(market: Market): string {
  const name =
    new Intl.DisplayNames([market.tag], { type: 'language' }).of(market.language) ?? market.language;
  return name.charAt(0).toLocaleUpperCase(market.tag) + name.slice(1);
}

/** The language selector of a country with more than one language (S-345): links to the same page. */
function LanguageSelector({
  markets,
  locale,
  hrefForLocale,
}: {
  markets: Market[];
  locale: Locale;
  hrefForLocale: (locale: Locale) => string;
}) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const current = marketOf(locale);
  return (
    <Popover isOpen={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <HeaderButton
          icon={<Globe size={20} />}
          label={languageName(current)}
          aria-label={`${t('header.language')}, ${languageName(current)}`}
        />
      </PopoverTrigger>
      <PopoverContent label={t('header.language')} placement="bottom-end">
        <ul className={styles.popoverList}>
          {markets.map((market) => (
            <li key={market.locale}>
              {/* A plain link: another market loads as a new page. */}
              <a
                href={hrefForLocale(market.locale)}
                hrefLang={market.tag}
                lang={market.tag}
                aria-current={market.locale === locale ? 'true' : undefined}
                className={styles.popoverItem}
              >
                {languageName(market)}
              </a>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

/** The account menu, sign-in link or booking-lookup avatar (S-347, S-348). */
function AccountEntry({ entry }: { entry: HeaderAccountEntry }) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  if (entry.kind === 'bookingLookup') {
    return <HeaderLink href={entry.href} icon={<UserRound size={20} />} label={t('header.bookingLookup')} />;
  }
  if (entry.kind === 'signIn') {
    return <HeaderLink href={entry.href} icon={<User size={20} />} label={t('header.signIn')} />;
  }
  const close = () => setOpen(false);
  const links = [
    { href: entry.links.profile, label: t('header.profile') },
    { href: entry.links.trips, label: t('header.trips') },
    { href: entry.links.wishlist, label: t('header.accountWishlist') },
  ];
  return (
    <Popover isOpen={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <HeaderButton icon={<User size={20} />} label={t('header.account')} />
      </PopoverTrigger>
      <PopoverContent label={t('header.account')} placement="bottom-end">
        <ul className={styles.popoverList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link variant="plain" href={link.href} className={styles.popoverItem} onPress={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className={styles.signOut}>
            <form method="post" action={entry.links.signOut}>
              <button type="submit" className={styles.popoverItem}>
                {t('header.signOut')}
              </button>
            </form>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}

/** The gift icon: the gift drawer, or a link to the gift-box shop (S-346, S-444). */
function GiftEntry({
  content,
  locale,
  isCustomerCare,
}: {
  content: GiftContent | null | undefined;
  locale: Locale;
  isCustomerCare: boolean;
}) {
  const t = useT();
  const entry = headerGiftEntry({
    locale,
    isCustomerCare,
    hasGiftContent: giftCards(content ?? undefined).length > 0,
  });
  const icon = <Gift size={20} />;
  if (entry.kind === 'link') return <HeaderLink href={entry.href} icon={icon} label={t('header.gift')} />;
  if (!content) return null;
  return <GiftDrawer content={content} trigger={<HeaderButton icon={icon} label={t('header.gift')} />} />;
}

/** The burger: the "Inspirations" menu in a drawer, below the desktop breakpoint. */
function Burger({ menu }: { menu: readonly NavigationLink[] }) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={styles.burger}>
      <Drawer isOpen={isOpen} onOpenChange={setOpen}>
        <DrawerTrigger asChild>
          <HeaderButton icon={<MenuIcon size={22} />} label={t('header.menu')} />
        </DrawerTrigger>
        <DrawerContent placement="right" title={t('header.menu')}>
          <Menu links={menu} layout="drawer" onNavigate={() => setOpen(false)} />
        </DrawerContent>
      </Drawer>
    </div>
  );
}

function SiteHeader({
  marketPath,
  currentPath,
  hrefForLocale = (target) => marketOf(target).path,
  account,
  wishlist,
  onRemoveWishlistItem,
  giftContent,
  menu,
  isCustomerCare = false,
}: SiteHeaderProps) {
  const t = useT();
  const locale = useLocale();
  const countryMarkets = marketsOfCountry(marketOf(locale).country);
  const wishlistVisibility = wishlistButtonVisibility({ isAccountEnabled: account.isEnabled, locale });
  const wishlistButton = (
    <WishlistDrawer
      items={wishlist}
      onRemoveItem={onRemoveWishlistItem}
      searchHref={searchPageHref(marketPath)}
      isOnSearchPage={isSearchPage(currentPath, marketPath)}
      trigger={
        <HeaderButton
          icon={<Heart size={20} />}
          label={t('wishlist.open')}
          count={wishlist.length}
          hiddenText={wishlist.length > 0 ? t('wishlist.count', { count: wishlist.length }) : undefined}
        />
      }
    />
  );
  return (
    <header className={styles.header} data-variant="default">
      <div className={styles.inner}>
        <Logo href={marketPath} />
        <div className={styles.actions}>
          {countryMarkets.length > 1 ? (
            <LanguageSelector markets={countryMarkets} locale={locale} hrefForLocale={hrefForLocale} />
          ) : null}
          <HeaderLink href={faqHref(locale)} icon={<CircleHelp size={20} />} label={t('header.help')} />
          <GiftEntry content={giftContent} locale={locale} isCustomerCare={isCustomerCare} />
          {wishlistVisibility === 'always' ? wishlistButton : null}
          {wishlistVisibility === 'desktop' ? (
            <div className={styles.desktopOnly} data-wishlist="desktop">
              {wishlistButton}
            </div>
          ) : null}
          <AccountEntry entry={headerAccountEntry(account, { marketPath, currentPath })} />
          <Burger menu={menu} />
        </div>
      </div>
    </header>
  );
}

/**
 * The site header (S-344…S-353): logo, language selector (countries with two languages), help,
 * gift icon (drawer or gift-shop link), wishlist drawer, account entry and, below the desktop
 * breakpoint, the burger menu. `variant="checkout"` is the simplified header: logo and back arrow;
 * `variant="app"` the native app's web view: logo and a Back button (S-244).
 */
export function Header(props: HeaderProps) {
  const t = useT();
  if (props.variant === 'checkout') {
    return (
      <header className={styles.header} data-variant="checkout">
        <div className={styles.inner}>
          <span className={styles.back}>
            <HeaderLink href={props.backHref} icon={<ArrowLeft size={22} />} label={t('header.back')} />
          </span>
          <Logo href={props.marketPath} />
        </div>
      </header>
    );
  }
  if (props.variant === 'app') {
    return (
      <header className={styles.header} data-variant="checkout">
        <div className={styles.inner}>
          <span className={styles.back}>
            <HeaderButton icon={<ArrowLeft size={22} />} label={t('header.back')} onClick={props.onBack} />
          </span>
          <Logo href={props.marketPath} />
        </div>
      </header>
    );
  }
  return <SiteHeader {...props} />;
}
