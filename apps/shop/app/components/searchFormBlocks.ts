/** The search forms: a chunk of their own, loaded when used (see `searchForms.tsx`). */
export { ActivitySearchForm, SearchBox } from '@escale/blocks';
