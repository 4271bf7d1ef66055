/** The search page's filters modal: a chunk of its own, loaded when it opens (see `search.tsx`). */
export { FiltersModal } from '@escale/blocks';
