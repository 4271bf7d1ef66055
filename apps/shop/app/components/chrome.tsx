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

export const preloadChrome = () => loadBlocks();

/** The newsletter's acquisition modal and its timer (S-413): nothing to render before hydration. */
export const LaterNewsletterInvite = lazy(() =>
  loadBlocks().then((blocks) => ({ default: blocks.NewsletterInvite })),
);
