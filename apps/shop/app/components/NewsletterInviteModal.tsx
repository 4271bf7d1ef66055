import { NewsletterModal } from '@escale/blocks';
import { useCallback } from 'react';
import { subscribeToNewsletter } from '../lib/newsletter';
import { readNewsletterMemory, rememberNewsletter } from '../lib/newsletterMemory';
import { useRootData } from '../root';

/** The acquisition modal, wired to the API and the browser's memory: loaded when it opens. */
export function NewsletterInviteModal({ onClose }: { onClose: () => void }) {
  const { locale } = useRootData();
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open) return;
      if (readNewsletterMemory() !== 'subscribed') rememberNewsletter('closed');
      onClose();
    },
    [onClose],
  );
  const onSubscribe = useCallback(
    (email: string) =>
      subscribeToNewsletter(locale, email, 'acquisitionModal').then(() => rememberNewsletter('subscribed')),
    [locale],
  );
  return <NewsletterModal isOpen onOpenChange={onOpenChange} onSubscribe={onSubscribe} />;
}
