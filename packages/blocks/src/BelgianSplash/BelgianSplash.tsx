import { type Locale, marketOf, translate } from '@escale/i18n';
import { ButtonLink, Heading, Text } from '@escale/ui';
import * as styles from './BelgianSplash.css';

export interface BelgianSplashProps {
  /** The Dutch-speaking market, `/be/nl`. */
  dutchHref: string;
  /** The French-speaking market, `/be/fr`. */
  frenchHref: string;
  /** Called with the chosen market before navigating, for the shop to remember the choice (G-07). */
  onChoose?: (locale: 'nl_BE' | 'fr_BE') => void;
}

const languages = ['nl_BE', 'fr_BE'] as const satisfies readonly Locale[];

/**
 * Belgium's splash page at `/be` (002 §2, S-361, G-07): no language is chosen yet, so every text is
 * shown in Dutch and in French, each marked with its `lang`, with one link per language.
 */
export function BelgianSplash({ dutchHref, frenchHref, onChoose }: BelgianSplashProps) {
  const hrefs = { nl_BE: dutchHref, fr_BE: frenchHref };
  return (
    <div className={styles.root}>
      <Heading level={1}>
        {languages.map((locale) => (
          <span key={locale} lang={marketOf(locale).tag} className={styles.welcome}>
            {translate(locale, 'splash.welcome')}
          </span>
        ))}
      </Heading>
      <ul className={styles.choices}>
        {languages.map((locale) => (
          <li key={locale} lang={marketOf(locale).tag} className={styles.choice}>
            <Text tone="muted">{translate(locale, 'splash.choose')}</Text>
            <ButtonLink href={hrefs[locale]} size="large" isFullWidth onPress={() => onChoose?.(locale)}>
              {translate(locale, 'splash.language')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
