/** The blocks around every page: a chunk of their own, loaded after the page's (see `chrome.tsx`). */
export { AnnouncementBanner, Header, TopBar } from '@escale/blocks';
export { AccountSync } from './AccountSync';
export { ConsentPrompt } from './Consent';
export { NewsletterInvite } from './NewsletterInvite';
export { SiteFooter } from './SiteFooter';
