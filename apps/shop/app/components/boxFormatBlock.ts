/** A box page's format drawer: a chunk of its own, loaded when "Offer" is pressed (see `giftBox.tsx`). */
export { BoxFormatDrawer } from '@escale/blocks';
