import type { NewsletterSource } from '@escale/domain';
import { type Locale, marketOf } from '@escale/i18n';
import { apiGet, apiPostJson } from './api';
import { reportClientError } from './clientErrors';

// The newsletter signup's calls (002 §7; S-496, S-497): the footer posts, the acquisition modal
// asks with its source. A failure is logged and leaves the form unsent (S-412).

const NEWSLETTER_ERROR_LOCATION = 'application.client.newsletter';

/** The query of a page the footer's form came back to without JavaScript, signed up. */
export const NEWSLETTER_SENT_PARAM = 'newsletter';

export async function subscribeToNewsletter(
  locale: Locale,
  email: string,
  source: NewsletterSource,
): Promise<void> {
  const { country, language } = marketOf(locale);
  try {
    if (source === 'acquisitionModal') {
      await apiGet('/api/marketing/newsletter', locale, { email, country, language, source }, 'newsletter');
    } else {
      await apiPostJson('/gateway/marketing/newsletter', { email, country, language }, 'newsletter');
    }
  } catch (error) {
    reportClientError(error, NEWSLETTER_ERROR_LOCATION);
    throw error;
  }
}
