import { useT } from '@escale/i18n';
import { Button, ButtonLink, Link } from '@escale/ui';
import { useId, useState } from 'react';
import * as styles from './CustomerCarePanel.css';

export interface CustomerCarePanelProps {
  /** The staff member signed in; none shows the sign-in screen instead of the tools (S-442). */
  staff: { name: string } | null;
  /** Where staff sign in, coming back to this page. */
  signInHref: string;
  /** The sign-out form's target and the page to come back to. */
  signOut: { action: string; returnTo: string };
  /** This page's link as customers reach it: the public host, without the mode (S-445). */
  publicLink: string;
  /** The staff's funnel page. */
  funnelHref: string;
  /** Copies a link; the browser's clipboard unless a test gives another. */
  copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * Customer-care mode's panel (000 §6; S-442, S-445), a bar above the page: signed out, the
 * sign-in screen; signed in, the staff member's tools.
 */
export function CustomerCarePanel({
  staff,
  signInHref,
  signOut,
  publicLink,
  funnelHref,
  copy = clipboardCopy,
}: CustomerCarePanelProps) {
  const t = useT();
  const titleId = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copyLink = () =>
    copy(publicLink).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('customerCare.title')}
      </h2>
      {staff ? (
        <>
          <p className={styles.text}>{t('customerCare.signedInAs', { name: staff.name })}</p>
          <div className={styles.actions}>
            <Button variant="outline" tone="neutral" size="small" onPress={copyLink}>
              {t('customerCare.copyLink')}
            </Button>
            <Link href={funnelHref} variant="standalone">
              {t('customerCare.funnel')}
            </Link>
            <form method="post" action={signOut.action}>
              <input type="hidden" name="returnTo" value={signOut.returnTo} />
              <Button type="submit" variant="ghost" tone="neutral" size="small">
                {t('customerCare.signOut')}
              </Button>
            </form>
          </div>
          <p className={styles.status} role="status">
            {copied
              ? t(copied === 'copied' ? 'customerCare.linkCopied' : 'customerCare.copyFailed', {
                  url: publicLink,
                })
              : null}
          </p>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('customerCare.signInIntro')}</p>
          <div className={styles.actions}>
            <ButtonLink href={signInHref} size="small">
              {t('customerCare.signIn')}
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
