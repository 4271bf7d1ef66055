import { type Locale, marketOf } from '@escale/i18n';
import { ButtonLink, Heading, Text } from '@escale/ui';
import * as styles from './BelgianSplash.css';

const languages = ['nl_BE', 'fr_BE'] as const satisfies readonly Locale[];

/** The splash's copy in each of Belgium's languages (`splash.welcome`, `.choose`, `.language`). */
export type BelgianSplashCopy = Record<
  (typeof languages)[number],
  { welcome: string; choose: string; language: string }
>;

export interface BelgianSplashProps {
  /** Both languages' copy: the page speaks both, whatever the provider's locale. */
  copy: BelgianSplashCopy;
  /** The Dutch-speaking market, `/be/nl`. */
  dutchHref: string;
  /** The French-speaking market, `/be/fr`. */
  frenchHref: string;
  /** Called with the chosen market before navigating, for the shop to remember the choice (G-07). */
  onChoose?: (locale: 'nl_BE' | 'fr_BE') => void;
}

/**
 * Belgium's splash page at `/be` (002 §2, S-361, G-07): no language is chosen yet, so every text is
 * shown in Dutch and in French, each marked with its `lang`, with one link per language.
 */
export function BelgianSplash({ copy, dutchHref, frenchHref, onChoose }: BelgianSplashProps) {
  const hrefs = { nl_BE: dutchHref, fr_BE: frenchHref };
  return (
    <div className={styles.root}>
      <Heading level={1}>
        {languages.map((locale) => (
          <span key={locale} lang={marketOf(locale).tag} className={styles.welcome}>
            {copy[locale].welcome}
          </span>
        ))}
      </Heading>
      <ul className={styles.choices}>
        {languages.map((locale) => (
          <li key={locale} lang={marketOf(locale).tag} className={styles.choice}>
            <Text tone="muted">{copy[locale].choose}</Text>
            <ButtonLink href={hrefs[locale]} size="large" isFullWidth onPress={() => onChoose?.(locale)}>
              {copy[locale].language}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
