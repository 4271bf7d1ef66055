/** The search page's filter bar and mobile action bar: a chunk of their own (see `search.tsx`). */
export { ActionBar, FilterBar } from '@escale/blocks';
