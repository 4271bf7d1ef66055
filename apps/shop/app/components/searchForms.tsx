import { deferred } from '@escale/ui';

const loadForms = () => import('./searchFormBlocks');

/**
 * The search forms at the top of the search pages. The server renders them in full; in the
 * browser their code (fields, calendar, suggestions, the mobile summary and sticky bar) is not part
 * of the page's first load: it loads right after, as they are in view, and they render over the
 * server's markup. A field focused or pressed meanwhile is focused or pressed again then.
 */
export const LaterSearchBox = deferred(() => loadForms().then((forms) => forms.SearchBox));
export const LaterActivitySearchForm = deferred(() => loadForms().then((forms) => forms.ActivitySearchForm));
