import { deferred } from '@escale/ui';
import { lazy } from 'react';

// The search page's parts whose code loads after the page's own: when they near the window, are
// used or first open. The server renders the deferred ones in full.

/**
 * What follows the results (other searches' offers, pages, the SEO text, the service notice): the
 * server renders it, and its code loads when it nears the window or is used.
 */
export const LaterSearchPageEnd = deferred(() =>
  import('./SearchPageEnd').then((module) => module.SearchPageEnd),
);

/**
 * The gift and box blocks after the results' first row: the server renders them, and their code
 * (a carousel) loads when they near the window or are used.
 */
const loadGridBlocks = () => import('./gridBlocks');
export const LaterGiftBlock = deferred(() => loadGridBlocks().then((blocks) => blocks.GiftBlock));
export const LaterBoxBlock = deferred(() => loadGridBlocks().then((blocks) => blocks.BoxBlock));

/**
 * The filter bar and the mobile action bar: the server renders them, and their code loads right
 * after the page's, as they are in view (a press meanwhile opens what it pressed once it is there).
 * The sort menu stays in the first load: a sort chosen before the page is interactive is read from
 * its native select when it hydrates.
 */
const loadControls = () => import('./searchControlBlocks');
export const LaterFilterBar = deferred(() => loadControls().then((blocks) => blocks.FilterBar));
export const LaterActionBar = deferred(() => loadControls().then((blocks) => blocks.ActionBar));

/**
 * The targeted banner above the results (S-375): the server renders it, and its code loads as it
 * nears the window or when the criteria change (it may then ask for another banner).
 */
export const LaterTargetedBanner = deferred(() =>
  import('./TargetedBannerSlot').then((module) => module.TargetedBannerSlot),
);

/** The filters' modal (mobile): its code loads when it first opens. */
export const FiltersModal = lazy(() =>
  import('./filtersModalBlock').then((module) => ({ default: module.FiltersModal })),
);

/** The map and the hotel offers drawer: their code loads when one of them opens. */
export const SearchOverlays = lazy(() =>
  import('./SearchOverlays').then((module) => ({ default: module.SearchOverlays })),
);
