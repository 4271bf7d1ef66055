export type { DeferredComponent, DeferredOptions } from './deferred';
export { deferred, preloadDeferred } from './deferred';
