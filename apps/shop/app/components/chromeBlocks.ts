/** The blocks around every page: a chunk of their own, loaded after the page's (see `chrome.tsx`). */
export { Footer, Header, TopBar } from '@escale/blocks';
