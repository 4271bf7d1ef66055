import { useT } from '@escale/i18n';
import { useId, useState } from 'react';
import * as styles from './Newsletter.css';
import { NewsletterForm } from './NewsletterForm';

export interface NewsletterSignupProps {
  /** Subscribes the address; a rejection (logged by the caller) leaves the form as it was (S-412). */
  onSubscribe: (email: string) => Promise<void>;
  /** Where the form posts before its code has loaded. */
  action?: string;
}

/** The footer's newsletter signup (002 §4 "Newsletter signup"; S-367, S-410…S-412, S-416). */
export function NewsletterSignup({ onSubscribe, action }: NewsletterSignupProps) {
  const t = useT();
  const titleId = useId();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const subscribe = (email: string) => {
    setStatus('sending');
    onSubscribe(email).then(
      () => setStatus('sent'),
      () => setStatus('idle'),
    );
  };
  return (
    <section className={styles.signup} aria-labelledby={titleId}>
      <div className={styles.headings}>
        <h2 id={titleId} className={styles.title}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.intro}>{t('newsletter.intro')}</p>
      </div>
      <div className={styles.field} aria-live="polite">
        {status === 'sent' ? (
          <p className={styles.sent}>{t('newsletter.sent')}</p>
        ) : (
          <NewsletterForm
            label={t('newsletter.title')}
            status={status}
            onSubmit={subscribe}
            action={action}
          />
        )}
      </div>
    </section>
  );
}
