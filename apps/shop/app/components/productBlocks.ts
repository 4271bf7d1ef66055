/**
 * The stay and hotel pages' gallery, tabs, sticky bar and package summary: a chunk of their own
 * (see `productParts.tsx`).
 */
export {
  OtherOffersCarousel,
  PackageSummary,
  ProductGallery,
  StickyBookingBar,
  StickyTabs,
} from '@escale/blocks';
