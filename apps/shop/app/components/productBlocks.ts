/** The stay and hotel pages' gallery, tabs and sticky bar: a chunk of their own (see `productParts.tsx`). */
export { OtherOffersCarousel, ProductGallery, StickyBookingBar, StickyTabs } from '@escale/blocks';
