import { Footer, NewsletterSignup } from '@escale/blocks';
import { useLocation } from 'react-router';
import { NEWSLETTER_SENT_PARAM, subscribeToNewsletter } from '../lib/newsletter';
import { rememberNewsletter } from '../lib/newsletterMemory';
import { useRootData } from '../root';

/** The footer with its newsletter signup (S-367), which also posts without JavaScript. */
export function SiteFooter({ marketPath }: { marketPath: string }) {
  const { locale } = useRootData();
  const isSent = new URLSearchParams(useLocation().search).has(NEWSLETTER_SENT_PARAM);
  return (
    <Footer
      marketPath={marketPath}
      newsletter={
        <NewsletterSignup
          onSubscribe={(email) =>
            subscribeToNewsletter(locale, email, 'footer').then(() => rememberNewsletter('subscribed'))
          }
          action={`${marketPath}/newsletter`}
          isSent={isSent}
        />
      }
    />
  );
}
