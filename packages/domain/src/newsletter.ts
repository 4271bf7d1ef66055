// The newsletter's acquisition modal (002 §4 "Newsletter acquisition modal"; S-413…S-415).

export const newsletterSources = ['footer', 'acquisitionModal'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** The modal shows this long after the visitor moved from one page to another (S-413). */
export const NEWSLETTER_MODAL_DELAY_MS = 10_000;
/** A successful signup closes the modal after this long (S-415). */
export const NEWSLETTER_SUCCESS_CLOSE_MS = 1_200;

/** The page kinds that invite to subscribe (S-413): home, search and product-type pages. */
export const newsletterInvitePages = ['home', 'search', 'product'] as const;
export type NewsletterInvitePage = (typeof newsletterInvitePages)[number];

/** What the browser remembers of the modal: shown once, never after a signup or a close (S-414). */
export type NewsletterMemory = 'shown' | 'closed' | 'subscribed' | null;

/**
 * Whether a page invites to subscribe: a page of an inviting kind reached from another page (not
 * the first of the visit), when the modal was never shown, closed or used.
 */
export function invitesToNewsletter(page: string, isFirstPage: boolean, memory: NewsletterMemory): boolean {
  return !isFirstPage && memory === null && (newsletterInvitePages as readonly string[]).includes(page);
}
