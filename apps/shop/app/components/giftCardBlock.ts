/** The gift card page's form: a chunk of its own, rendered by the server and woken in the browser (see `giftCard.tsx`). */
export { GiftCardCustomization } from '@escale/blocks';
