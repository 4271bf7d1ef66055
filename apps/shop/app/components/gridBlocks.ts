/** The gift and box blocks between the search results: a chunk of their own (see `search.tsx`). */
export { BoxBlock, GiftBlock } from '@escale/blocks';
