export type { LinkProps } from './Link';
export { Link } from './Link';
export type { LinkRouterProviderProps } from './linkRouter';
export { LinkRouterProvider, useRoutedLink } from './linkRouter';
