/** The gifting stay page's set-up: a chunk of its own, loaded only in the gifting flow (see `stay.tsx`). */
export { GiftSetup } from '@escale/blocks';
