import { type FooterLink, footerLinks } from '@escale/domain';
import { type Locale, type Market, type MessageId, marketOf, markets, useLocale, useT } from '@escale/i18n';
import { Link, VisuallyHidden } from '@escale/ui';
import { Clock } from '@escale/ui/icons';
import { type ReactNode, useId } from 'react';
import * as styles from './Footer.css';

export interface FooterProps {
  /** The newsletter signup form, shown first (S-367). */
  newsletter?: ReactNode;
  /** The market's root path. Defaults to the current locale's (`/fr`, `/be/nl`). */
  marketPath?: string;
}

const linkLabels: Record<FooterLink['id'], MessageId> = {
  faq: 'footer.faq',
  contact: 'footer.contact',
  partnerSignup: 'footer.partnerSignup',
  pressRoom: 'footer.pressRoom',
  careers: 'footer.careers',
  salesTerms: 'footer.salesTerms',
  usageTerms: 'footer.usageTerms',
  dataProtection: 'footer.dataProtection',
  privacyPolicy: 'footer.privacyPolicy',
  cookies: 'footer.cookies',
};

/**
 * A market named in `inLocale`'s language: its country, and its language where the country has two
 * ("Belgique (néerlandais)").
 */
function marketName(market: Market, inLocale: Locale): string {
  const tag = marketOf(inLocale).tag;
  const country = displayNames(tag, 'region').of(market.country) ?? market.country;
  if (markets.filter((other) => other.country === market.country).length < 2) return country;
  const language = displayNames(tag, 'language').of(market.language) ?? market.language;
  return `${country} (${language})`;
}

const namers = new Map<string, Intl.DisplayNames>();
/** One namer per language and kind: building one costs more than the footer's other work. */
function displayNames(tag: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${tag} ${type}`;
  let namer = namers.get(key);
  if (!namer) {
    namer = new Intl.DisplayNames([tag], { type });
    namers.set(key, namer);
  }
  return namer;
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  const t = useT();
  return (
    <li>
      <Link
        variant="plain"
        href={link.href}
        isExternal={link.isExternal}
        className={styles.link}
        data-link={link.id}
      >
        {t(linkLabels[link.id])}
        {link.isExternal ? <VisuallyHidden> {t('link.newTab')}</VisuallyHidden> : null}
      </Link>
    </li>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The site footer (S-362…S-367): the newsletter signup, help (FAQ, contact, contact hours), the
 * company's pages (partner signup, press room in fr_FR and es_ES, careers), the legal pages with
 * the locale's privacy policy, the gift-box shops and the country sites of the six markets.
 */
export function Footer({ newsletter, marketPath }: FooterProps) {
  const t = useT();
  const locale = useLocale();
  const links = footerLinks(locale, marketPath ?? marketOf(locale).path);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {newsletter ? (
          <div id="newsletter" className={styles.newsletter}>
            {newsletter}
          </div>
        ) : null}
        <div className={styles.columns}>
          <Column title={t('footer.help')}>
            <ul className={styles.list}>
              {links.help.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </ul>
            <p className={styles.hours}>
              <Clock size={16} aria-hidden="true" />
              {t('footer.contactHours')}
            </p>
          </Column>
          <Column title={t('footer.company')}>
            <ul className={styles.list}>
              {links.company.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </ul>
          </Column>
          <Column title={t('footer.legal')}>
            <ul className={styles.list}>
              {links.legal.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </ul>
          </Column>
          <Column title={t('footer.giftBoxShops')}>
            <ul className={styles.list}>
              {links.giftBoxShops.map((shop) => (
                <li key={shop.locale}>
                  <Link variant="plain" href={shop.href} isExternal className={styles.link}>
                    {marketName(marketOf(shop.locale), locale)}
                    <VisuallyHidden> {t('link.newTab')}</VisuallyHidden>
                  </Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column title={t('footer.countrySites')}>
            <ul className={styles.list}>
              {markets.map((market) => (
                <li key={market.locale}>
                  {/* A plain link: another market loads as a new page, in its own language. */}
                  <a
                    href={market.path}
                    hrefLang={market.tag}
                    lang={market.tag}
                    aria-current={market.locale === locale ? 'true' : undefined}
                    className={styles.link}
                  >
                    {marketName(market, market.locale)}
                  </a>
                </li>
              ))}
            </ul>
          </Column>
        </div>
      </div>
    </footer>
  );
}
