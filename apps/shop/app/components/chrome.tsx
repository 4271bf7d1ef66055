import { deferred } from '@escale/ui';
import { lazy } from 'react';

const loadBlocks = () => import('./chromeBlocks');

/**
 * The header, top bar and footer of every page. The server renders them in full and the browser
 * leaves them as its markup until they are used (their links work as plain links meanwhile) or their
 * props change, such as a wishlist read from the browser's storage. Their code is not part of a
 * page's first load: it comes right after, with `preloadChrome`, so that a page the browser renders
 * itself has it at hand. In view from the start, the header and top bar wake when used, not seen.
 */
export const LaterHeader = deferred(() => loadBlocks().then((blocks) => blocks.Header), {
  wakesInView: false,
});
export const LaterTopBar = deferred(() => loadBlocks().then((blocks) => blocks.TopBar), {
  wakesInView: false,
});
export const LaterFooter = deferred(() => loadBlocks().then((blocks) => blocks.SiteFooter));

/**
 * The announcement banner at the top of the home, search and product pages (S-371): the server
 * renders it with the page's data (so there is no loading state to show), its code comes with the
 * chrome's and, in view, it wakes at once to start its crossfade (S-373). No fallback: the chrome's
 * code is at hand before the browser renders a page itself, and the stay page had 4 bytes to spare.
 */
export const LaterAnnouncementBanner = deferred(() =>
  loadBlocks().then((blocks) => blocks.AnnouncementBanner),
);

export const preloadChrome = () => loadBlocks();

/** The newsletter's acquisition modal and its timer (S-413): nothing to render before hydration. */
export const LaterNewsletterInvite = lazy(() =>
  loadBlocks().then((blocks) => ({ default: blocks.NewsletterInvite })),
);

/** The consent banner until the visitor chooses, and the collector once they accept. */
export const LaterConsentPrompt = lazy(() =>
  loadBlocks().then((blocks) => ({ default: blocks.ConsentPrompt })),
);

/** A signed-in customer's wishlist kept in step with the account (G-49). */
export const LaterAccountSync = lazy(() => loadBlocks().then((blocks) => ({ default: blocks.AccountSync })));
