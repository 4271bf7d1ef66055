import type { ConsentChoice } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Link } from '@escale/ui';
import { useId } from 'react';
import * as styles from './ConsentBanner.css';

export interface ConsentBannerProps {
  /** The choice so far: none until the visitor chooses. */
  choice: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
  /**
   * `banner`: over the foot of the window until the visitor chooses, with a link to the cookie
   * policy. `settings`: in the cookie policy's page, saying the choice and changing it.
   */
  variant?: 'banner' | 'settings';
  /** The cookie policy's page (the banner's link). */
  policyHref?: string;
}

/**
 * The consent to audience measurement: what is measured, and Refuse and Accept, as easy as one
 * another. Nothing is measured before the visitor chooses; the page's footer leads back to it.
 */
export function ConsentBanner({ choice, onChoose, variant = 'banner', policyHref }: ConsentBannerProps) {
  const t = useT();
  const titleId = useId();
  const actions = (
    <div className={styles.actions}>
      <Button variant="outline" tone="neutral" onPress={() => onChoose('denied')}>
        {t('consent.refuse')}
      </Button>
      <Button variant="outline" tone="neutral" onPress={() => onChoose('granted')}>
        {t('consent.accept')}
      </Button>
    </div>
  );
  if (variant === 'settings') {
    return (
      <section className={styles.settings} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('consent.settingsTitle')}
        </h2>
        <p className={styles.text} role="status">
          {t(choice === null ? 'consent.none' : choice === 'granted' ? 'consent.granted' : 'consent.denied')}
        </p>
        {actions}
      </section>
    );
  }
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>
        {t('consent.text')}
        {policyHref ? (
          <>
            {' '}
            <Link href={policyHref}>{t('consent.policy')}</Link>
          </>
        ) : null}
      </p>
      {actions}
    </section>
  );
}
