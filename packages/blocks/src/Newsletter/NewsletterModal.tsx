import { NEWSLETTER_SUCCESS_CLOSE_MS } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Modal, ModalContent } from '@escale/ui';
import { useEffect, useState } from 'react';
import * as styles from './Newsletter.css';
import { NewsletterForm } from './NewsletterForm';

export interface NewsletterModalProps {
  isOpen: boolean;
  /** Closed by the visitor (Escape, the close button, the backdrop) or after a signup. */
  onOpenChange: (isOpen: boolean) => void;
  /** Subscribes the address; a rejection shows the error state. */
  onSubscribe: (email: string) => Promise<void>;
}

type ModalState = 'idle' | 'loading' | 'success' | 'error';

/**
 * The newsletter acquisition modal (002 §4; S-413…S-415): idle, loading, success and error; the
 * button waits while loading and stays disabled after a success; it closes 1.2 s after a success.
 */
export function NewsletterModal({ isOpen, onOpenChange, onSubscribe }: NewsletterModalProps) {
  const t = useT();
  const [state, setState] = useState<ModalState>('idle');
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => onOpenChange(false), NEWSLETTER_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, onOpenChange]);

  const subscribe = (email: string) => {
    setState('loading');
    onSubscribe(email).then(
      () => setState('success'),
      () => setState('error'),
    );
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <ModalContent title={t('newsletter.modalTitle')} description={t('newsletter.modalIntro')} size="small">
        <div className={styles.modalBody} data-state={state}>
          {state === 'success' ? (
            <Alert tone="positive">{t('newsletter.sent')}</Alert>
          ) : state === 'error' ? (
            <Alert tone="critical">{t('newsletter.modalError')}</Alert>
          ) : null}
          <NewsletterForm
            label={t('newsletter.modalTitle')}
            status={state === 'loading' ? 'sending' : state === 'success' ? 'sent' : 'idle'}
            onSubmit={subscribe}
          />
        </div>
      </ModalContent>
    </Modal>
  );
}
