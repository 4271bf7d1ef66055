import { deferred } from '@escale/ui';

const loadBlocks = () => import('./productBlocks');

/**
 * Parts of the stay and hotel pages whose code is not in their first load. The server renders
 * them in full. The gallery and the tabs wake as they near the window (in view, right after the
 * page's code), the hotel's other offers when scrolled to, the sticky booking bar when it is to show.
 */
export const LaterProductGallery = deferred(() => loadBlocks().then((blocks) => blocks.ProductGallery));
export const LaterStickyTabs = deferred(() => loadBlocks().then((blocks) => blocks.StickyTabs));
export const LaterOtherOffers = deferred(() => loadBlocks().then((blocks) => blocks.OtherOffersCarousel));
/** Text only: the server's markup stays as it is until its code comes with the other parts'. */
export const LaterPackageSummary = deferred(() => loadBlocks().then((blocks) => blocks.PackageSummary));
export const LaterStickyBookingBar = deferred(() => loadBlocks().then((blocks) => blocks.StickyBookingBar), {
  wakesInView: false,
});
